#!/bin/sh
# Takes the README's pictures of the four games again, from the build's own screenshot tests (the web widget's
# PicturesBrowserIT and PolishPhoneBrowserIT, and the desktop window tests), and copies them into docs/. Needs what
# `mvn verify` needs.
set -e
cd "$(dirname "$0")/.."
mvn -B -ntp -pl html -am verify -Dspotless.check.skip=true -Dtest=NoSuch -Dsurefire.failIfNoSpecifiedTests=false \
    -Dit.test='PicturesBrowserIT,PolishPhoneBrowserIT'
mvn -B -ntp -pl desktop -am verify -Dgwt.skipCompilation=true -Dspotless.check.skip=true -Dtest=NoSuch \
    -Dsurefire.failIfNoSpecifiedTests=false -Dit.test='DesktopWindowIT,MorrisWindowIT,ArrowsWindowIT,GoneWindowIT'
for game in dots morris9 arrows gone; do cp "html/target/screenshots/web-$game.png" docs/; done
mkdir -p docs/phone-pl
for shot in menu dots morris6 morris9 arrows gone; do
    cp "html/target/screenshots/phone-320x568-pl-$shot.png" "docs/phone-pl/$shot.png"
done
cp desktop/target/screenshots/desktop-game.png docs/desktop-dots.png
cp desktop/target/screenshots/morris-game.png docs/desktop-morris.png
cp desktop/target/screenshots/arrows-start.png docs/desktop-arrows.png
cp desktop/target/screenshots/desktop-gone-done.png docs/desktop-gone.png
echo "docs/: web-{dots,morris9,arrows,gone}.png, desktop-{dots,morris,arrows,gone}.png and phone-pl/ taken again"

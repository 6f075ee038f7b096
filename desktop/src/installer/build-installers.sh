#!/usr/bin/env bash
# Makes Parlour's desktop installers from the shaded jar (run by `mvn package` in the desktop module, after shade):
# a runtime of its own (jlink, only the modules the jar uses), the app image target/jpackage/parlour (jpackage) and
# the Debian package target/parlour_VERSION-1_amd64.deb, which puts `parlour` on the PATH with a menu entry and icon.
#
# usage: build-installers.sh JDK_HOME TARGET_DIR VERSION ICON_PNG LICENSE NOTICE RESOURCE_DIR
set -euo pipefail

if [ "$#" -ne 7 ]; then
  echo "usage: $0 JDK_HOME TARGET_DIR VERSION ICON_PNG LICENSE NOTICE RESOURCE_DIR" >&2
  exit 2
fi
jdk=$1 target=$2 version=$3 icon=$4 license=$5 notice=$6 resources=$7
jar=$target/parlour.jar
work=$target/installers
for f in "$jar" "$icon" "$license" "$notice"; do
  [ -f "$f" ] || { echo "build-installers: missing $f" >&2; exit 1; }
done
for tool in jdeps jlink jpackage; do
  [ -x "$jdk/bin/$tool" ] || { echo "build-installers: no $tool in $jdk/bin (a full JDK 17 is needed)" >&2; exit 1; }
done
if [ ! -d "$jdk/jmods" ]; then
  echo "build-installers: no $jdk/jmods for jlink (Debian: apt-get install openjdk-17-jdk-headless)" >&2
  exit 1
fi
for tool in dpkg-deb fakeroot; do
  command -v "$tool" >/dev/null || {
    echo "build-installers: $tool is needed for the .deb (apt-get install $tool), or skip the installers with -Dinstallers.skip" >&2
    exit 1
  }
done

# the ms since the step began, for the build's log
t0=$(date +%s%N)
elapsed() { echo $(( ($(date +%s%N) - t0) / 1000000 )); }

# jpackage refuses to write over an earlier app image or package
rm -rf "$work" "$target/jpackage" "$target"/parlour_*.deb
mkdir -p "$work/input"

# lib/app of the image: the jar (assets inside, as with java -jar), the licence, the notice and the licences it names
cp "$jar" "$license" "$notice" "$work/input/"
cp -r "$(dirname "$notice")/licenses" "$work/input/"
# the manual page and the bash completion, written from the command line itself (parlour.desktop.ManualFiles);
# postinst links them where man and bash look
"$jdk/bin/java" -cp "$jar" parlour.desktop.ManualFiles "$work/input"
gzip -9n "$work/input/parlour.1"

# The JDK modules the jar's classes refer to (jdeps, class by class), and jdk.unsupported always, for LWJGL's and
# libGDX's sun.misc.Unsafe. java.desktop (AWT, 14 MB of the runtime) is left out while the only classes that refer to it
# are libGDX's Lwjgl3Net (java.awt.Desktop, for Gdx.net.openURI) and its JavaSoundAudioRecorder, which Parlour never
# calls; any other class that uses it brings it back. (A future call of Gdx.net.openURI would need it back too.)
"$jdk/bin/jdeps" -verbose:class --multi-release 17 --ignore-missing-deps "$jar" >"$work/jdeps.txt"
modules=$(awk '$2 == "->" && $1 != "parlour.jar" && $NF ~ /^(java|jdk)\./ { print $NF }' "$work/jdeps.txt" | sort -u)
desktop_users=$(awk '$2 == "->" && $1 != "parlour.jar" && $NF == "java.desktop" { print $1 }' "$work/jdeps.txt" |
  grep -Ev '^com\.badlogic\.gdx\.backends\.lwjgl3\.(Lwjgl3Net|audio\.JavaSoundAudioRecorder)(\$.*)?$' || true)
if [ -z "$desktop_users" ]; then
  modules=$(echo "$modules" | grep -vx java.desktop)
else
  echo "[installers] java.desktop kept, for: $(echo "$desktop_users" | sort -u | tr '\n' ' ')"
fi
modules=$(printf '%s\njdk.unsupported\n' "$modules" | sort -u | paste -sd, -)
echo "[installers] modules: $modules"
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --compress=2 \
  --output "$work/runtime"
# No class-data sharing archive (java -Xshare:dump here): it took 25 ms off `parlour --version` and about 40 ms off the
# first frame (of 420), and made the runtime 11 MB bigger.
echo "[installers] runtime $(du -sh "$work/runtime" | cut -f1) after $(elapsed) ms"

common=(--name parlour --app-version "$version" --vendor "The Parlour authors"
  --description "Dots and Boxes, Men's Morris, Arrows and Gone, against a friend or the computer"
  --copyright "Copyright 2025-2026 the Parlour authors; Apache License 2.0")

# -Dparlour.command: the help's usage lines say "parlour", the command this launcher is installed as
"$jdk/bin/jpackage" --type app-image "${common[@]}" --input "$work/input" --main-jar parlour.jar \
  --java-options -Dparlour.command=parlour \
  --runtime-image "$work/runtime" --icon "$icon" --dest "$target/jpackage"
echo "[installers] app image $(du -sh "$target/jpackage/parlour" | cut -f1) after $(elapsed) ms"

# dpkg-deb's xz took 23 s of CPU here for a package 8 % smaller than gzip's 4 s (the jar and the runtime's modules are
# compressed already)
export DPKG_DEB_COMPRESSOR_TYPE=gzip
# The .deb packs the app image above as it is. RESOURCE_DIR holds jpackage's templates as Parlour changes them: the
# postinst and prerm add and remove /usr/bin/parlour and the links to the manual page and the bash completion, the
# menu entry is named Parlour.
"$jdk/bin/jpackage" --type deb "${common[@]}" --app-image "$target/jpackage/parlour" --dest "$target" \
  --linux-package-name parlour --linux-shortcut --linux-menu-group Game --linux-app-category games \
  --license-file "$license" --icon "$icon" --resource-dir "$resources"
echo "[installers] $(basename "$target"/parlour_*.deb) $(du -sh "$target"/parlour_*.deb | cut -f1) after $(elapsed) ms"

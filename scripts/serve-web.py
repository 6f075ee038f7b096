"""Serves the built web site with the cache headers a real host would send (used by serve-web.sh).

GWT's *.cache.* files, libGDX's assets (named name-<md5>.ext by the GWT build) and the versioned loader
(parlour-<version>.js) never change under their name: cacheable for a year. Everything else (the *.nocache.js
bootstrap, the pages, parlour.js, assets/assets.txt) is revalidated on each use, so a second widget costs only its
iframe's page."""
import http.server
import re
import sys

# the content's MD5 in the name, as libGDX's GWT preloader writes its assets
HASHED = re.compile(r"-[0-9a-f]{32}(\.[^.]*)?$")
# the loader under its release's name, e.g. parlour-1.0.0.js (parlour.js is the one that moves on)
VERSIONED_LOADER = re.compile(r"^parlour-[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?\.js$")


class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        name = self.path.split("?", 1)[0].rsplit("/", 1)[-1]
        if ".cache." in name or HASHED.search(name) or VERSIONED_LOADER.match(name):
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()


if __name__ == "__main__":
    http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()

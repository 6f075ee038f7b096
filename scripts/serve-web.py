"""Serves the built web site with the cache headers a real host would send (used by serve-web.sh).

GWT's *.cache.* files never change under their name: cacheable for a year. Everything else (the
*.nocache.js bootstrap, the pages, parlour.js) is revalidated on each use, so a second widget costs
only its iframe's page."""
import http.server
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        name = self.path.split("?", 1)[0].rsplit("/", 1)[-1]
        if ".cache." in name:
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()


if __name__ == "__main__":
    http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()

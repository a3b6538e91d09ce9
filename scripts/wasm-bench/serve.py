"""Serves a folder on loopback for scripts/bench-wasm: http.server plus the two headers that make
the page cross-origin isolated, without which Chromium coarsens performance.now() to 100 us (too
coarse for sub-millisecond timings). Usage: serve.py DIR PORT."""

import functools
import http.server
import sys


class IsolatedHandler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format, *args):
        pass  # one line per request would bury the figures


if __name__ == "__main__":
    directory, port = sys.argv[1], int(sys.argv[2])
    handler = functools.partial(IsolatedHandler, directory=directory)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        server.serve_forever()

# Shared helpers for the scripts in this folder. Source it; do not run it.
# Every ensure_* step is idempotent: it installs only what is missing, so a fresh machine and a
# warm one run the same commands.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
# Incremental compilation pays off only when a later build reuses its cache, and writing that
# cache slows the first build: a build into an empty target directory (CI's fresh clone) goes
# without it. A CARGO_INCREMENTAL already set wins.
if [ -z "${CARGO_INCREMENTAL:-}" ] && [ ! -d "$CARGO_TARGET_DIR/debug" ]; then
  export CARGO_INCREMENTAL=0
fi
export PATH="$HOME/.cargo/bin:$PATH"
WASM_BINDGEN_VERSION="$(sed -n 's/^wasm-bindgen = "=\(.*\)"$/\1/p' "$ROOT/analytics-wasm/Cargo.toml")"

log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then
    as_root apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

ensure_rust_wasm() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
    log "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (once, a few minutes)"
    # Not --locked: the CLI's lockfile pins a dependency version the registry mirror lacks.
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
  fi
  if ! command -v wasm-pack >/dev/null; then
    log "installing wasm-pack (once, a few minutes)"
    cargo install wasm-pack --version "^0.15"
  fi
}

ensure_node_packages() {
  if ! command -v npm >/dev/null; then
    log "installing Node.js and npm"
    apt_install nodejs npm
  fi
  # The stamp is the lockfile npm last installed from: reinstall whenever the lockfile changed.
  local stamp="$ROOT/web/node_modules/.cta-atlas-lock"
  if ! cmp -s "$ROOT/web/package-lock.json" "$stamp"; then
    log "installing the web app's npm packages"
    (cd "$ROOT/web" && npm ci --no-audit --no-fund)
    cp "$ROOT/web/package-lock.json" "$stamp"
  fi
}

ensure_chromium() {
  if ! command -v chromium >/dev/null; then
    log "installing Chromium and CJK fonts"
    apt_install chromium fonts-noto-cjk
  fi
  command -v curl >/dev/null || apt_install curl
}

# The print reports (reports/): their fonts, Noto Sans for Latin text (fonts-noto-cjk, from
# ensure_chromium, holds the Chinese), and pdftotext, which their tests read the PDFs back with.
ensure_report_tools() {
  [ -f /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf ] || apt_install fonts-noto-core
  [ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || apt_install fonts-noto-cjk
  command -v pdftotext >/dev/null || apt_install poppler-utils
}

SCHEMATHESIS_VERSION=4.32.5

# schemathesis, which fuzzes the API from its OpenAPI document (scripts/api-fuzz).
ensure_schemathesis() {
  if [ "$(schemathesis --version 2>/dev/null | awk '{print $NF}')" != "$SCHEMATHESIS_VERSION" ]; then
    log "installing schemathesis $SCHEMATHESIS_VERSION"
    python3 -m pip install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
  fi
}

# Prints the directory holding initdb and pg_ctl, installing PostgreSQL when there is none.
postgres_bin_dir() {
  local dir
  for dir in $(dirname "$(command -v initdb 2>/dev/null || echo /nonexistent/x)") /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  done
  log "installing PostgreSQL" >&2
  apt_install postgresql >&2
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  done
  echo "PostgreSQL binaries not found after installing" >&2
  return 1
}

# Builds the WebAssembly engine into web/src/wasm/pkg with wasm-pack: the pinned wasm-bindgen CLI
# (no download) and binaryen's wasm-opt from the web app's npm packages (Debian's is too old).
build_wasm() {
  ensure_rust_wasm
  log "building the WebAssembly engine"
  PATH="$ROOT/web/node_modules/.bin:$PATH" wasm-pack --log-level warn build "$ROOT/analytics-wasm" \
    --mode no-install --target bundler --profile wasm-release --out-dir "$ROOT/web/src/wasm/pkg"
  rm -f "$ROOT/web/src/wasm/pkg/.gitignore"
}

# A free TCP port on loopback.
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

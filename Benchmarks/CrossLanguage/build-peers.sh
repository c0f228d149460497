#!/usr/bin/env bash
# Builds the cross-language peers that openudid-bench loads into its own process for its
# cross/… rows: the Rust peers as a cdylib (libopenudid_rust_peers.so, from rust/src/lib.rs) and
# the Go peers with -buildmode=c-shared (libopenudid_go_peers.so, from go/library/), offline,
# from Debian's packaged crates and Go sources (pinned in packages.sh).
#
#   Benchmarks/CrossLanguage/build-peers.sh [--out DIR] [--no-install] [--only rust|go]
#
# DIR defaults to .build-crosslang/peers, where openudid-bench looks (or set
# OPENUDID_BENCH_PEERS=DIR when running it). Installs, if missing and allowed: Debian's
# librust-uuid-dev and librust-md-5-dev, cargo and rustc when no cargo is on PATH, golang-go,
# golang-github-google-uuid-dev and golang-github-gofrs-uuid-dev. A toolchain or package that
# cannot be had skips its library with a note on standard error (openudid-bench then reports
# those peers unavailable); the exit status is 0 unless a build that could start failed.
# Prints the time each library took to build.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="$root/.build-crosslang/peers"
install=1
only=""
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out="$2"; shift 2 ;;
        --out=*) out="${1#*=}"; shift ;;
        --no-install) install=0; shift ;;
        --only) only="$2"; shift 2 ;;
        --only=*) only="${1#*=}"; shift ;;
        -h|--help) sed -n '2,/^set -euo/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build-peers.sh: unknown option '$1'" >&2; exit 2 ;;
    esac
done
case "$only" in ''|rust|go) ;; *) echo "build-peers.sh: --only takes rust or go" >&2; exit 2 ;; esac
mkdir -p "$out"
out="$(cd "$out" && pwd)"
build="$root/.build-crosslang"
source "$here/packages.sh"
status=0

# install_into SOURCE NAME: puts a built library in place whole (copied beside it, then renamed),
# so that a running openudid-bench never opens half a file.
install_into() {
    cp "$1" "$out/.$2.tmp"
    mv -f "$out/.$2.tmp" "$out/$2"
}

if [ "$only" != go ]; then
    started=$SECONDS
    if ! command -v cargo >/dev/null; then ensure cargo rustc || true; fi
    if ! command -v cargo >/dev/null; then
        echo "build-peers.sh: Rust peers skipped: no cargo on PATH, and Debian's cargo and rustc were not installed" >&2
    elif ! ensure librust-uuid-dev librust-md-5-dev; then
        echo "build-peers.sh: Rust peers skipped: librust-uuid-dev / librust-md-5-dev not installed and not installable" >&2
    elif (cd "$here/rust" && CARGO_TARGET_DIR="$build/rust" cargo build --release --locked --lib >&2); then
        install_into "$build/rust/release/libopenudid_rust_peers.so" libopenudid_rust_peers.so
        echo "build-peers.sh: $out/libopenudid_rust_peers.so ($(rustc --version | cut -d' ' -f1-2); $((SECONDS - started)) s)" >&2
    else
        echo "build-peers.sh: the Rust peers failed to build (above)" >&2
        status=1
    fi
fi

if [ "$only" != rust ]; then
    started=$SECONDS
    if ! command -v go >/dev/null; then ensure golang-go || true; fi
    if ! command -v go >/dev/null; then
        echo "build-peers.sh: Go peers skipped: no go on PATH, and Debian's golang-go was not installed" >&2
    elif ! ensure golang-github-google-uuid-dev golang-github-gofrs-uuid-dev; then
        echo "build-peers.sh: Go peers skipped: golang-github-google-uuid-dev / golang-github-gofrs-uuid-dev not installed and not installable" >&2
    elif (cd "$here/go/library" && GO111MODULE=off GOPATH=/usr/share/gocode GOFLAGS= GOCACHE="$build/go-cache" \
            go build -buildmode=c-shared -o "$build/go/libopenudid_go_peers.so" . >&2); then
        install_into "$build/go/libopenudid_go_peers.so" libopenudid_go_peers.so
        echo "build-peers.sh: $out/libopenudid_go_peers.so ($(go version | cut -d' ' -f3); $((SECONDS - started)) s)" >&2
    else
        echo "build-peers.sh: the Go peers failed to build (above)" >&2
        status=1
    fi
fi
exit $status

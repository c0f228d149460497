# Sourced by run.sh and build-peers.sh: the Debian packages the peers are written against, at
# the versions in their labels, and `ensure`, which installs what is missing (when allowed).
# The caller sets `install` (1: apt-get may install; 0: use only what is installed).

declare -A pinned=(
    [librust-uuid-dev]=1.2.1-1
    [librust-md-5-dev]=0.10.1-1
    [golang-github-google-uuid-dev]=1.3.0-1
    [golang-github-gofrs-uuid-dev]=4.3.1-1
)
apt_updated=0
# ensure PACKAGE...: each installed (at its pinned version if it has one), or return 1.
ensure() {
    local missing=() package
    for package in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$package${pinned[$package]:+=${pinned[$package]}}")
        elif [ -n "${pinned[$package]:-}" ] && [ "$(dpkg-query -W -f='${Version}' "$package")" != "${pinned[$package]}" ]; then
            echo "$(basename "$0"): $package is $(dpkg-query -W -f='${Version}' "$package"), not the pinned ${pinned[$package]}; using it" >&2
        fi
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$install" -eq 0 ] || ! command -v apt-get >/dev/null; then return 1; fi
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    if [ "$apt_updated" -eq 0 ]; then $sudo apt-get update -qq >&2 || return 1; apt_updated=1; fi
    echo "$(basename "$0"): installing ${missing[*]}" >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >&2
}

#!/usr/bin/env bash
# Lays out RE2's source, ready to compile, from Debian's source package `re2`
# (pinned below and checked against its sha256), with the Unicode tables that
# the +dfsg tarball lacks generated as Debian generates them: from the pinned
# `unicode-data` package, through RE2's own make_perl_groups.pl,
# make_unicode_casefold.py and make_unicode_groups.py. The generated tables
# are checked against pinned sha256s too, so every build of the engine (the
# native binary, the WebAssembly build, the fuzzers) answers the same.
#
# Uses an apt configuration of its own: the system's sources, lists and
# installed packages are not touched. Downloads only from Debian's archive.
#
# Usage: bash scripts/re2-source.sh [DIR]     (default: build-deps)
# Prints the path of the source tree (DIR/re2-2022-06-01) on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mkdir -p "${1:-build-deps}" && cd "${1:-build-deps}" && pwd)

RE2_VERSION="20220601+dfsg-1"
RE2_ORIG="re2_20220601+dfsg.orig.tar.xz"
RE2_ORIG_SHA256="3bc61251da3b0b97be40a8a127818c517c62516e4eda11fc901d29496663df54"
RE2_DEBIAN="re2_20220601+dfsg-1.debian.tar.xz"
RE2_DEBIAN_SHA256="6e93860fc6d5a7bc94f0cb235f107545a332e6cd37c3a4060982b9caa47a2570"
UCD_VERSION="15.0.0-1"
UCD_DEB="unicode-data_15.0.0-1_all.deb"
UCD_DEB_SHA256="5efef23bbb1c6a133ecbdd63a2cfa07159ccacf5466a49e2426101c5ecd691fc"
# sha256 of the generated tables (RE2 20220601 with Unicode 15.0.0).
TABLES_SHA256="
perl_groups.cc 9202c5d6bcc10e4b134a331ddfddd4dc6a41d51505126aff25c74a1ed032e243
unicode_casefold.cc 64ca9ac88ceaa9833f07570dc44fd2892b75cfe1d1b3a2ce3cb348e8761a273a
unicode_groups.cc 53997d641f218bc71ea5c7b4338c3777d81c31cc86b80e0bac27120249fc0fd0
"
src="$out/re2-2022-06-01"
stamp="$src/.ec-ready-$RE2_VERSION-$UCD_VERSION"
if [ -f "$stamp" ]; then
  echo "$src"
  exit 0
fi

check() { # file sha256
  local got
  got=$(sha256sum "$1" | cut -d' ' -f1)
  if [ "$got" != "$2" ]; then
    echo "re2-source: $1 has sha256 $got, expected $2" >&2
    exit 1
  fi
}

dl="$out/download"
apt_dir="$out/apt"
mkdir -p "$dl" "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial"
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
cat >"$apt_dir/sources.list" <<EOF
deb [signed-by=$keyring] http://deb.debian.org/debian bookworm main
deb-src [signed-by=$keyring] http://deb.debian.org/debian bookworm main
EOF
apt_opts=(
  -o "Dir::Etc::SourceList=$apt_dir/sources.list" -o Dir::Etc::SourceParts=/dev/null
  -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache"
  -o Dir::State::status=/dev/null -o APT::Sandbox::User=root -qq
)
if [ ! -f "$dl/$RE2_ORIG" ] || [ ! -f "$dl/$RE2_DEBIAN" ] || [ ! -f "$dl/$UCD_DEB" ]; then
  apt-get "${apt_opts[@]}" update
  (cd "$dl" && apt-get "${apt_opts[@]}" source --download-only "re2=$RE2_VERSION" >/dev/null)
  (cd "$dl" && apt-get "${apt_opts[@]}" download "unicode-data=$UCD_VERSION" >/dev/null)
fi
check "$dl/$RE2_ORIG" "$RE2_ORIG_SHA256"
check "$dl/$RE2_DEBIAN" "$RE2_DEBIAN_SHA256"
check "$dl/$UCD_DEB" "$UCD_DEB_SHA256"

rm -rf "$src" "$out/debian" "$out/unicode-data"
tar -xf "$dl/$RE2_ORIG" -C "$out"
tar -xf "$dl/$RE2_DEBIAN" -C "$out"
dpkg-deb -x "$dl/$UCD_DEB" "$out/unicode-data"

# Debian's patch points re2/unicode.py at /usr/share/unicode; ours points it at
# the unpacked package, so the tables never depend on what the system has.
(cd "$src" && patch -s -p1 <"$out/debian/patches/debian-unicode-data.patch")
sed -i "s|^_UNICODE_DIR = \"/usr/share/unicode\"|_UNICODE_DIR = \"$out/unicode-data/usr/share/unicode\"|" "$src/re2/unicode.py"
sed -i "s|^from six.moves import urllib|import urllib.request|" "$src/re2/unicode.py"
grep -q "^_UNICODE_DIR = \"$out/unicode-data/usr/share/unicode\"" "$src/re2/unicode.py"

command -v perl >/dev/null && command -v python3 >/dev/null || {
  echo "re2-source: perl and python3 are needed to generate RE2's Unicode tables" >&2
  exit 1
}
(
  cd "$src/re2"
  perl make_perl_groups.pl >perl_groups.cc
  python3 make_unicode_casefold.py >unicode_casefold.cc
  python3 make_unicode_groups.py >unicode_groups.cc
)
while read -r name sum; do
  [ -n "$name" ] && check "$src/re2/$name" "$sum"
done <<<"$TABLES_SHA256"

touch "$stamp"
echo "$src"

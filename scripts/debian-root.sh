#!/usr/bin/env bash
# Makes a Debian root with debootstrap (minbase plus PACKAGES, from Debian's
# archive), once: a root whose .ec-ready file lists the same packages is
# reused; two builds that start at once wait for each other (flock).
# Usage: bash scripts/debian-root.sh SUITE PACKAGES ROOT   (PACKAGES: a,b,c)
set -euo pipefail
suite=$1 packages=$2 root=$3
command -v debootstrap >/dev/null || {
  echo "debian-root: needs debootstrap: apt-get install -y debootstrap" >&2
  exit 1
}
mkdir -p "$(dirname "$root")"
exec 9>"$root.lock"
flock 9
[ "$(cat "$root/.ec-ready" 2>/dev/null)" != "$packages" ] || exit 0
rm -rf "$root.partial"
echo "debian-root: making a Debian $suite root in $root (once)" >&2
debootstrap --variant=minbase --include="$packages" "$suite" "$root.partial" http://deb.debian.org/debian >"$root.log" 2>&1 || {
  tail -20 "$root.log" >&2
  echo "debian-root: debootstrap failed (log: $root.log)" >&2
  exit 1
}
rm -rf "$root"
mv "$root.partial" "$root"
echo "$packages" >"$root/.ec-ready"

#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder image:
# it installs a Swift toolchain, builds the grader from the course files in
# /autograder/source, and keeps only the binary, so that grading a submission
# never compiles anything.
set -euo pipefail

SWIFT_VERSION=6.1
UBUNTU=$(. /etc/os-release && echo "${VERSION_ID}")

case "$UBUNTU" in
  20.04) gcc=9 ;;
  22.04) gcc=11 ;;
  *) gcc=13 ;;
esac
apt-get update
apt-get install -y --no-install-recommends \
  binutils ca-certificates curl git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 \
  "libgcc-${gcc}-dev" libpython3-dev libsqlite3-0 "libstdc++-${gcc}-dev" libxml2-dev \
  libz3-dev pkg-config tzdata unzip zlib1g-dev

platform="ubuntu${UBUNTU}"
archive="swift-${SWIFT_VERSION}-RELEASE-${platform}.tar.gz"
url="https://download.swift.org/swift-${SWIFT_VERSION}-release/${platform//./}/swift-${SWIFT_VERSION}-RELEASE/${archive}"
curl -fsSL "$url" -o "/tmp/${archive}"
# Nothing downloaded is unpacked unchecked. With SWIFT_SHA256 set (the digest
# published beside the archive), the archive must have it; otherwise its
# signature must be good and made by one of swift.org's release signing keys,
# pinned here by fingerprint (gpg names the key that made a valid signature
# in its VALIDSIG line, whether or not the key has expired since).
if [ -n "${SWIFT_SHA256:-}" ]; then
  echo "${SWIFT_SHA256}  /tmp/${archive}" | sha256sum --check --strict
else
  swift_keys="52BB7E3DE28A71BE22EC05FFEF80A866B47A981F E813C892820A6FA13755B268F167DF1ACF9CE069"
  curl -fsSL "${url}.sig" -o "/tmp/${archive}.sig"
  export GNUPGHOME=$(mktemp -d)
  curl -fsSL https://swift.org/keys/all-keys.asc | gpg --batch --quiet --import
  signer=$(gpg --batch --status-fd 1 --verify "/tmp/${archive}.sig" "/tmp/${archive}" 2>/dev/null \
    | awk '$2 == "VALIDSIG" { print $NF }')
  case " ${swift_keys} " in
    *" ${signer:-none} "*) echo "toolchain signed by ${signer}" ;;
    *) echo "the toolchain's signature is not good, or not made by a Swift release key" >&2; exit 1 ;;
  esac
  rm -rf "$GNUPGHOME" "/tmp/${archive}.sig"
fi
mkdir -p /opt/swift
tar -xzf "/tmp/${archive}" -C /opt/swift --strip-components=1
rm "/tmp/${archive}"

cd /autograder/source
/opt/swift/usr/bin/swift build -c release --product grader
install -m 0755 .build/release/grader /autograder/grader
rm -rf .build

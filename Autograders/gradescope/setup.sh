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
mkdir -p /opt/swift
tar -xzf "/tmp/${archive}" -C /opt/swift --strip-components=1
rm "/tmp/${archive}"

cd /autograder/source
/opt/swift/usr/bin/swift build -c release --product grader
install -m 0755 .build/release/grader /autograder/grader
rm -rf .build

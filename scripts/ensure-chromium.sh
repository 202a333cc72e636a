#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; never a downloaded browser build.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium package..."
source "$(dirname "$0")/debian-install.sh"
debian_install chromium fonts-liberation
/usr/bin/chromium --version

#!/usr/bin/env bash
# The several-instances test puts Debian's nginx in front of two app instances (deploy/nginx.conf).
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "nginx is missing: installing Debian's nginx-light package..."
source "$(dirname "$0")/debian-install.sh"
debian_install nginx-light
# The package starts a server on port 80; the test runs its own.
$SUDO systemctl stop nginx >/dev/null 2>&1 || $SUDO pkill -x nginx || true
/usr/sbin/nginx -v

# Sourced by the ensure-*.sh scripts: debian_install PACKAGE... installs Debian packages quietly,
# through sudo when not root; $SUDO is left set for a script's own follow-up commands.
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
debian_install() {
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

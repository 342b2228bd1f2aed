#!/bin/sh
# Installs MIT Kerberos (Debian's krb5-kdc, krb5-admin-server and
# krb5-user: krb5kdc, kdb5_util, kadmin.local, kinit) for the tests of
# Kerberos (SPNEGO) against a real KDC, which start a throw-away realm on
# 127.0.0.1 (rm/rmclient/krbtest). Nothing is configured system-wide: the
# tests keep their realm in a temporary directory.
#
# Idempotent: does nothing when the tools are there. Non-interactive (CI,
# root): needs apt-get and network access to the Debian mirror the first
# time. Messages go to stderr.
#
# With --optional (make test uses it), a machine where they cannot be
# installed (not root, no apt-get, no network) is not an error: the script
# says that the real-KDC tests will be SKIPPED and exits 0; those tests
# then skip with a SKIPPED line, and the stand-in KDC tests still run.
set -eu

optional=
[ "${1:-}" = --optional ] && optional=1

say() { echo "install-krb5: $*" >&2; }

have() {
	command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ] || [ -x "/usr/bin/$1" ]
}

missing=
for tool in krb5kdc kdb5_util kadmin.local kinit; do
	have "$tool" || missing="$missing $tool"
done
[ -z "$missing" ] && exit 0

fail() {
	if [ -n "$optional" ]; then
		say "SKIPPED: $1; the tests against a real KDC will be SKIPPED (install krb5-kdc, krb5-admin-server and krb5-user to run them)"
		exit 0
	fi
	say "$1"
	exit 1
}

[ "$(id -u)" = 0 ] || fail "missing:$missing, and installing them needs root"
command -v apt-get >/dev/null 2>&1 || fail "missing:$missing, and there is no apt-get"

say "installing krb5-kdc krb5-admin-server krb5-user (missing:$missing)"
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends krb5-kdc krb5-admin-server krb5-user; } >&2; then
	fail "apt-get could not install krb5-kdc krb5-admin-server krb5-user"
fi
for tool in krb5kdc kdb5_util kadmin.local kinit; do
	have "$tool" || fail "$tool is still missing after apt-get install"
done
say "installed"

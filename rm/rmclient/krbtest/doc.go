// Package krbtest starts a throw-away MIT Kerberos realm for tests: a KDC
// (Debian's krb5-kdc) on 127.0.0.1 on free ports, with user principals,
// an HTTP/localhost service principal and their keytabs, all in a
// temporary directory the test removes. Tests that need it skip, with a
// SKIPPED line saying why, when the MIT tools are not installed
// (scripts/install-krb5.sh installs them).
//
// Layer: bottom. It may import (ARCHITECTURE.md):
// github.com/jcmturner/goidentity/v6 and github.com/jcmturner/gokrb5/v8. The
// standard library is always allowed.
package krbtest

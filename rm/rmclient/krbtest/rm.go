package krbtest

import (
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"

	"github.com/jcmturner/goidentity/v6"
	"github.com/jcmturner/gokrb5/v8/keytab"
	"github.com/jcmturner/gokrb5/v8/service"
	"github.com/jcmturner/gokrb5/v8/spnego"
)

// RM starts, on 127.0.0.1, h behind SPNEGO, as a ResourceManager with
// Hadoop's Kerberos auth filter: a request without a valid token for the
// principal of keytabFile gets 401 "WWW-Authenticate: Negotiate"; an
// authenticated user named in denied gets 403 (no view ACL). The test's
// clean-up stops it.
func RM(t testing.TB, keytabFile string, h http.Handler, denied ...string) *httptest.Server {
	t.Helper()
	s := httptest.NewServer(Handler(t, keytabFile, h, denied...))
	t.Cleanup(s.Close)
	return s
}

// Handler is h behind SPNEGO, as RM serves it (for an https server).
func Handler(t testing.TB, keytabFile string, h http.Handler, denied ...string) http.Handler {
	t.Helper()
	kt, err := keytab.Load(keytabFile)
	if err != nil {
		t.Fatal(err)
	}
	acl := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := goidentity.FromHTTPRequestContext(r)
		if id == nil || !id.Authenticated() {
			http.Error(w, "not authenticated", http.StatusUnauthorized)
			return
		}
		for _, d := range denied {
			if id.UserName() == d {
				http.Error(w, "User "+d+" is not authorized to view", http.StatusForbidden)
				return
			}
		}
		h.ServeHTTP(w, r)
	})
	quiet := log.New(io.Discard, "", 0)
	if testing.Verbose() {
		quiet = log.New(os.Stderr, "test RM: ", 0)
	}
	// MIT's KDC puts a PAC without Windows logon information in tickets,
	// which the library's server side would refuse to decode.
	return spnego.SPNEGOKRB5Authenticate(acl, kt, service.Logger(quiet), service.DecodePAC(false))
}

// Getenv is the environment of a Kerberos client of the realm with the
// ticket cache file cc.
func (k *KDC) Getenv(cc string) func(string) string {
	return func(name string) string {
		return map[string]string{"KRB5_CONFIG": k.Krb5Conf, "KRB5CCNAME": "FILE:" + cc}[name]
	}
}

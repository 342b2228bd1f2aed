package rmclient

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

// spnegoRM serves h behind SPNEGO, as a ResourceManager with Hadoop's
// Kerberos auth filter does: a request without a valid token for the
// keytab's principal gets 401 "WWW-Authenticate: Negotiate"; an
// authenticated user named in denied gets 403 (no view ACL).
func spnegoRM(t *testing.T, keytabFile string, h http.Handler, denied ...string) *httptest.Server {
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
	return serve(t, spnego.SPNEGOKRB5Authenticate(acl, kt, service.Logger(quiet), service.DecodePAC(false)))
}

package rmclient

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jcmturner/gokrb5/v8/iana/errorcode"
	"github.com/jcmturner/gokrb5/v8/iana/etypeID"
	"github.com/jcmturner/gokrb5/v8/iana/nametype"
	"github.com/jcmturner/gokrb5/v8/keytab"
	"github.com/jcmturner/gokrb5/v8/messages"
	"github.com/jcmturner/gokrb5/v8/types"
)

// These tests need no KDC program: a KDC that answers every request with
// one error, or never answers, stands in for the real one.

const fakeRealm = "FAKE.TEST"

// negotiateRM answers every request 401 "WWW-Authenticate: Negotiate".
var negotiateRM = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("WWW-Authenticate", "Negotiate")
	w.WriteHeader(http.StatusUnauthorized)
})

// fakeKDC listens on 127.0.0.1 (TCP) and answers each request with the
// KRB-ERROR code, or, with code 0, reads and never answers. It returns
// the krb5.conf of its realm.
func fakeKDC(t *testing.T, code int32) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	reply := krbError(t, code)
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go answer(c, reply, code == 0)
		}
	}()
	conf := filepath.Join(t.TempDir(), "krb5.conf")
	text := fmt.Sprintf("[libdefaults]\n default_realm = %s\n udp_preference_limit = 1\n dns_lookup_kdc = false\n[realms]\n %s = {\n  kdc = %s\n }\n", fakeRealm, fakeRealm, l.Addr())
	if err := os.WriteFile(conf, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return conf
}

// answer reads one length-prefixed request from c and writes reply, or
// holds the connection open until the test closes it.
func answer(c net.Conn, reply []byte, silent bool) {
	defer c.Close()
	var n uint32
	if binary.Read(c, binary.BigEndian, &n) != nil || n > 1<<20 {
		return
	}
	if _, err := io.CopyN(io.Discard, c, int64(n)); err != nil {
		return
	}
	if silent {
		_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
		_, _ = c.Read(make([]byte, 1))
		return
	}
	_ = binary.Write(c, binary.BigEndian, uint32(len(reply)))
	_, _ = c.Write(reply)
}

func krbError(t *testing.T, code int32) []byte {
	t.Helper()
	tgs := types.NewPrincipalName(nametype.KRB_NT_SRV_INST, "krbtgt/"+fakeRealm)
	e := messages.NewKRBError(tgs, fakeRealm, code, "")
	b, err := e.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// fakeKeytab writes a keytab for alice@FAKE.TEST.
func fakeKeytab(t *testing.T) string {
	t.Helper()
	kt := keytab.New()
	if err := kt.AddEntry("alice", fakeRealm, "secret", time.Now(), 1, etypeID.AES256_CTS_HMAC_SHA1_96); err != nil {
		t.Fatal(err)
	}
	b, err := kt.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "alice.keytab")
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func env(vars map[string]string) func(string) string {
	return func(name string) string { return vars[name] }
}

// The KDC's answers become their problems, and a KDC that does not
// answer is bounded by --rm-timeout.
func TestKerberosFakeKDC(t *testing.T) {
	rm := serve(t, negotiateRM)
	kt := fakeKeytab(t)
	tests := []struct {
		name    string
		code    int32
		problem Problem
		want    string
	}{
		{"clock skew", errorcode.KRB_AP_ERR_SKEW, ClockSkew, "this machine's clock and the KDC's differ by more than krb5.conf's clockskew"},
		{"unknown principal", errorcode.KDC_ERR_C_PRINCIPAL_UNKNOWN, UnknownPrincipal, "the KDC does not know the principal alice@FAKE.TEST"},
		{"no answer", 0, KDCUnreachable, "cannot reach the KDC (the kdc entries of the realm in krb5.conf): no answer within the timeout (--rm-timeout)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			conf := fakeKDC(t, tt.code)
			start := time.Now()
			krb := Kerberos{Keytab: kt, Principal: "alice", Getenv: env(map[string]string{"KRB5_CONFIG": conf})}
			_, err := fetch(t, rm.URL, Options{Timeout: 500 * time.Millisecond, Kerberos: krb})
			wantKerberos(t, err, tt.problem, tt.want)
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("took %v: the timeout did not bound it", d)
			}
		})
	}
	t.Run("KDC refuses connections", func(t *testing.T) {
		conf := fakeKDC(t, errorcode.KRB_AP_ERR_SKEW)
		text, _ := os.ReadFile(conf)
		l, _ := net.Listen("tcp", "127.0.0.1:0")
		closed := l.Addr().String()
		l.Close()
		re := strings.NewReplacer("kdc = 127.0.0.1:", "kdc = "+closed+" #")
		_ = os.WriteFile(conf, []byte(re.Replace(string(text))), 0o600)
		krb := Kerberos{Keytab: kt, Principal: "alice", Getenv: env(map[string]string{"KRB5_CONFIG": conf})}
		_, err := fetch(t, rm.URL, Options{Timeout: 2 * time.Second, Kerberos: krb})
		wantKerberos(t, err, KDCUnreachable, "cannot reach the KDC")
	})
}

// The ticket cache and krb5.conf are found as MIT Kerberos finds them,
// and what cannot be used says why.
func TestKerberosCredentialsFound(t *testing.T) {
	dir := t.TempDir()
	conf := filepath.Join(dir, "krb5.conf")
	_ = os.WriteFile(conf, []byte("[libdefaults]\n default_realm = FAKE.TEST\n default_ccache_name = FILE:"+dir+"/cc_%{uid}\n"), 0o600)
	uid := fmt.Sprint(os.Getuid())
	for _, tt := range []struct {
		vars map[string]string
		path string
		err  string
	}{
		{map[string]string{"KRB5CCNAME": "FILE:/x/cc"}, "/x/cc", ""},
		{map[string]string{"KRB5CCNAME": "/x/cc"}, "/x/cc", ""},
		{map[string]string{"KRB5_CONFIG": conf}, dir + "/cc_" + uid, ""},
		{map[string]string{"KRB5_CONFIG": filepath.Join(dir, "none")}, "/tmp/krb5cc_" + uid, ""},
		{map[string]string{"KRB5CCNAME": "KEYRING:persistent:" + uid}, "", "is of type KEYRING, which fairsched cannot read: kinit -c FILE:/tmp/krb5cc_" + uid},
	} {
		got, err := Kerberos{Getenv: env(tt.vars)}.ccachePath()
		if got != tt.path || (err == nil) != (tt.err == "") || err != nil && !strings.Contains(err.Error(), tt.err) {
			t.Errorf("%v: %q, %v; want %q, %q", tt.vars, got, err, tt.path, tt.err)
		}
	}
	_, err := Kerberos{Getenv: env(map[string]string{"KRB5_CONFIG": filepath.Join(dir, "none")})}.logIn()
	var ke *KerberosError
	if !errors.As(err, &ke) || ke.Problem != BadConfig || !strings.Contains(err.Error(), "set KRB5_CONFIG") {
		t.Errorf("no krb5.conf: %v", err)
	}
	_, err = Kerberos{Getenv: env(map[string]string{"KRB5_CONFIG": conf, "KRB5CCNAME": dir + "/none"})}.logIn()
	if !errors.As(err, &ke) || ke.Problem != NoTicket || !strings.Contains(err.Error(), "run kinit") {
		t.Errorf("no ticket: %v", err)
	}
}

// The service principal's host is the URL's, canonicalized only as
// krb5.conf says.
func TestCanonicalHost(t *testing.T) {
	if got := canonicalHost(t.Context(), "127.0.0.1", false); got != "127.0.0.1" {
		t.Errorf("no rdns: %q", got)
	}
	if names, err := net.LookupAddr("127.0.0.1"); err == nil && len(names) > 0 {
		if got, want := canonicalHost(t.Context(), "127.0.0.1", true), strings.TrimSuffix(names[0], "."); got != want {
			t.Errorf("rdns: %q, want %q", got, want)
		}
	}
	for h, want := range map[string]bool{"Negotiate": true, "negotiate abc": true, "Basic realm=x": false} {
		resp := &http.Response{StatusCode: 401, Header: http.Header{"Www-Authenticate": {h}}}
		if asksNegotiate(resp) != want {
			t.Errorf("%q: asksNegotiate %v", h, !want)
		}
	}
}

// The library's flattened messages map to their problems.
func TestClassify(t *testing.T) {
	for text, want := range map[string]Problem{
		"[Root cause: KDC_Error] KDC_Error: AS Exchange Error: kerberos error response from KDC: KRB Error: (6) KDC_ERR_C_PRINCIPAL_UNKNOWN Client not found": UnknownPrincipal,
		"KRB Error: (37) KRB_AP_ERR_SKEW Clock skew too great":                                  ClockSkew,
		"KRB Error: (32) KRB_AP_ERR_TKT_EXPIRED Ticket expired":                                 Expired,
		"[Root cause: Networking_Error] failed to communicate with KDC. Attempts made with TCP": KDCUnreachable,
		"something else": KerberosOther,
	} {
		if got := classify(errors.New(text), "alice@R", "HTTP/h@R"); got.Problem != want {
			t.Errorf("%q: problem %d, want %d", text, got.Problem, want)
		}
	}
}

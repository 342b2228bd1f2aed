package rmclient

import (
	"bytes"
	"encoding/pem"
	"errors"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fairsched/fairsched/rm/rmclient/krbtest"
)

// wantKerberos checks that err is a Kerberos failure of problem whose
// message holds want and no secret.
func wantKerberos(t *testing.T, err error, problem Problem, want string) {
	t.Helper()
	var e *Error
	var ke *KerberosError
	if !errors.As(err, &e) || e.Kind != KindKerberos || !errors.As(err, &ke) || ke.Problem != problem || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want Kerberos problem %d with %q", err, problem, want)
		return
	}
	noSecret(t, err.Error())
}

// noSecret fails when a message shows a token.
func noSecret(t *testing.T, msg string) {
	t.Helper()
	if strings.Contains(msg, "Negotiate ") || strings.Contains(msg, "YII") || strings.Contains(msg, "http.keytab") {
		t.Errorf("the message shows a token or the RM's keytab: %s", msg)
	}
}

// A ticket from kinit (the ticket cache) reads the RM behind SPNEGO, and
// nothing is written: the cache and the realm's directory stay as they
// were.
func TestKerberosTicketCache(t *testing.T) {
	k := krbtest.Start(t)
	rm := krbtest.RM(t, k.ServiceKeytab, recorded(t, rmDir, nil))
	cc := k.Kinit(t, krbtest.Alice, k.AliceKeytab, "")
	before, _ := os.ReadFile(cc)
	files := dirNames(t, k.Dir)
	r, err := fetch(t, rm.URL, Options{Timeout: 5 * time.Second, Kerberos: Kerberos{Getenv: k.Getenv(cc)}})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile(filepath.Join(rmDir, "nodes.json"))
	if !bytes.Equal(r.Nodes, want) || r.From != rm.URL {
		t.Errorf("fetched %d bytes of nodes from %s, want the saved file from %s", len(r.Nodes), r.From, rm.URL)
	}
	after, _ := os.ReadFile(cc)
	if !bytes.Equal(before, after) || dirNames(t, k.Dir) != files {
		t.Error("the ticket cache or the directory changed: fairsched must write nothing")
	}
}

func dirNames(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".log") {
			names = append(names, e.Name())
		}
	}
	return strings.Join(names, " ")
}

// A keytab and principal read the RM without any ticket cache, and an
// HA pair whose standby redirects to the active RM authenticates to
// each in turn.
func TestKerberosKeytabAndHA(t *testing.T) {
	k := krbtest.Start(t)
	active := krbtest.RM(t, k.ServiceKeytab, recorded(t, rmDir, nil))
	standbyRM := krbtest.RM(t, k.ServiceKeytab, standby(active.URL))
	noCache := filepath.Join(t.TempDir(), "none")
	opt := Options{Timeout: 5 * time.Second, Kerberos: Kerberos{Keytab: k.AliceKeytab, Principal: krbtest.Alice, Getenv: k.Getenv(noCache)}}
	for _, list := range []string{active.URL, standbyRM.URL + "," + active.URL, strings.Replace(standbyRM.URL, "127.0.0.1", "localhost", 1)} {
		r, err := fetch(t, list, opt)
		if err != nil {
			t.Errorf("%s: %v", list, err)
			continue
		}
		if r.From != active.URL {
			t.Errorf("%s: answered by %s, want the active %s", list, r.From, active.URL)
		}
	}
}

// An https RM signed by a private CA (--rm-ca) reads the same behind
// SPNEGO.
func TestKerberosPrivateCA(t *testing.T) {
	k := krbtest.Start(t)
	s := httptest.NewTLSServer(krbtest.Handler(t, k.ServiceKeytab, recorded(t, rmDir, nil)))
	t.Cleanup(s.Close)
	ca := filepath.Join(t.TempDir(), "ca.pem")
	if err := os.WriteFile(ca, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: s.Certificate().Raw}), 0o600); err != nil {
		t.Fatal(err)
	}
	cc := k.Kinit(t, krbtest.Alice, k.AliceKeytab, "")
	if _, err := fetch(t, s.URL, Options{Timeout: 5 * time.Second, CAFile: ca, Kerberos: Kerberos{Getenv: k.Getenv(cc)}}); err != nil {
		t.Error(err)
	}
}

// Every failure says what happened and what to do, and none hangs.
func TestKerberosFailures(t *testing.T) {
	k := krbtest.Start(t)
	rm := krbtest.RM(t, k.ServiceKeytab, recorded(t, rmDir, nil), krbtest.Bob)
	alice := k.Kinit(t, krbtest.Alice, k.AliceKeytab, "")
	short := k.Kinit(t, krbtest.Alice, k.AliceKeytab, "1s")
	missing := filepath.Join(t.TempDir(), "krb5cc_none")
	keytab := func(principal, file string) Kerberos {
		return Kerberos{Keytab: file, Principal: principal, Getenv: k.Getenv(missing)}
	}
	time.Sleep(1100 * time.Millisecond) // the 1s ticket expires
	tests := []struct {
		name    string
		krb     Kerberos
		problem Problem // -1: an answer of the RM (KindAuth)
		want    string
	}{
		{"no ticket", Kerberos{Getenv: k.Getenv(missing)}, NoTicket, "no Kerberos ticket (no ticket cache " + missing + "): run kinit"},
		{"expired ticket", Kerberos{Getenv: k.Getenv(short)}, Expired, "the Kerberos ticket of alice@FAIRSCHED.TEST has expired (expired at "},
		{"unknown principal", keytab("carol", k.AliceKeytab), UnknownPrincipal, "the KDC does not know the principal carol@FAIRSCHED.TEST"},
		{"unknown service principal", Kerberos{SPN: "HTTP/nosuch", Getenv: k.Getenv(alice)}, UnknownService, "does not know the service principal HTTP/nosuch@FAIRSCHED.TEST: name the ResourceManager's principal"},
		{"service principal of another service", Kerberos{SPN: "HTTP/other@FAIRSCHED.TEST", Getenv: k.Getenv(alice)}, -1, "401 Unauthorized): the ResourceManager did not accept the Kerberos token of alice@FAIRSCHED.TEST"},
		{"spn realm not in krb5.conf", Kerberos{SPN: "HTTP/localhost@ELSEWHERE", Getenv: k.Getenv(alice)}, BadConfig, `add "localhost = ELSEWHERE" to its [domain_realm]`},
		{"403 after authentication", keytab(krbtest.Bob, k.BobKeytab), -1, "403 Forbidden): bob@FAIRSCHED.TEST authenticated with Kerberos, but the ResourceManager does not let that user read this: the user lacks its view ACL"},
		{"keytab of another principal", keytab(krbtest.Bob, k.AliceKeytab), BadKeytab, "no key for bob@FAIRSCHED.TEST"},
		{"missing keytab", keytab(krbtest.Alice, filepath.Join(t.TempDir(), "a.keytab")), BadKeytab, "cannot read the keytab"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			_, err := fetch(t, rm.URL, Options{Timeout: 3 * time.Second, Kerberos: tt.krb})
			if tt.problem >= 0 {
				wantKerberos(t, err, tt.problem, tt.want)
			} else if e := (*Error)(nil); !errors.As(err, &e) || e.Kind != KindAuth || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want an RM refusal with %q", err, tt.want)
			}
			if err != nil && !strings.HasPrefix(err.Error(), rm.URL+SchedulerPath+": ") {
				t.Errorf("the message does not start with the URL: %v", err)
			}
			if d := time.Since(start); d > 3*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
	t.Run("KDC down", func(t *testing.T) {
		k.Stop()
		start := time.Now()
		_, err := fetch(t, rm.URL, Options{Timeout: 3 * time.Second, Kerberos: keytab(krbtest.Alice, k.AliceKeytab)})
		wantKerberos(t, err, KDCUnreachable, "cannot reach the KDC")
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("took %v: a KDC that is down must fail fast", d)
		}
	})
}

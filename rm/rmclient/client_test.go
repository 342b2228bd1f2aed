package rmclient

import (
	"bytes"
	"context"
	"encoding/pem"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const rmDir = "../../testdata/simulate/rm"

func fetch(t *testing.T, list string, opt Options) (*Responses, error) {
	t.Helper()
	addrs, err := Addresses(list)
	if err != nil {
		t.Fatal(err)
	}
	c, err := NewClient(opt)
	if err != nil {
		t.Fatal(err)
	}
	return Fetch(context.Background(), c, addrs, opt)
}

func TestFetchServesSavedBytes(t *testing.T) {
	var queries []string
	s := serve(t, recorded(t, rmDir, &queries))
	r, err := fetch(t, s.URL+"/", Options{User: "yarn"})
	if err != nil {
		t.Fatal(err)
	}
	for name, got := range map[string][]byte{"scheduler.json": r.Scheduler, "apps.json": r.Apps, "nodes.json": r.Nodes} {
		want, _ := os.ReadFile(filepath.Join(rmDir, name))
		if !bytes.Equal(got, want) {
			t.Errorf("%s: fetched bytes differ from the saved file", name)
		}
	}
	want := []string{SchedulerPath + "?user.name=yarn", AppsPath + "?states=RUNNING%2CACCEPTED&user.name=yarn", NodesPath + "?user.name=yarn"}
	if strings.Join(queries, " ") != strings.Join(want, " ") {
		t.Errorf("requests %v, want %v", queries, want)
	}
	if r.From != s.URL {
		t.Errorf("From = %q, want %q", r.From, s.URL)
	}
	queries = nil
	if r, err := fetch(t, s.URL, Options{SchedulerOnly: true}); err != nil || r.Apps != nil || len(queries) != 1 {
		t.Errorf("scheduler only: %v, requests %v", err, queries)
	}
}

// standby answers as Hadoop's RMWebAppFilter does on a standby RM that
// knows the active one: 307 with Location = active address + path + query.
func standby(active string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Location", active+r.URL.RequestURI())
		w.WriteHeader(http.StatusTemporaryRedirect)
		_, _ = w.Write([]byte("This is standby RM. The redirect url is: " + r.URL.RequestURI() + "\n"))
	})
}

// lostStandby answers as a standby RM that knows no active RM: 307 with
// a Refresh header and no Location.
var lostStandby = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Refresh", "3;url="+r.URL.Path+"?next.refresh.interval=1")
	w.WriteHeader(http.StatusTemporaryRedirect)
	_, _ = w.Write([]byte("Can not find any active RM. Will retry in next 3 seconds.\n"))
})

// givenUp answers as a standby RM that stopped retrying: a plain-text
// 200 (RMWebAppFilter sets no status then).
var givenUp = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	_, _ = w.Write([]byte("There is no active RM right now.\nHA Zookeeper Connection State: CONNECTED\n"))
})

func TestFetchHA(t *testing.T) {
	active := serve(t, recorded(t, rmDir, nil))
	sb := serve(t, standby(active.URL))
	lost := serve(t, lostStandby)
	gaveUp := serve(t, givenUp)
	down := serve(t, http.NotFoundHandler())
	down.Close()
	for _, list := range []string{sb.URL + "," + active.URL, sb.URL, down.URL + "," + active.URL, lost.URL + ", " + sb.URL, gaveUp.URL + "," + active.URL} {
		r, err := fetch(t, list, Options{})
		if err != nil {
			t.Errorf("%s: %v", list, err)
			continue
		}
		if r.From != active.URL {
			t.Errorf("%s: answered by %s, want the active %s", list, r.From, active.URL)
		}
	}
	_, err := fetch(t, gaveUp.URL, Options{})
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindStandby || !strings.Contains(err.Error(), "There is no active RM right now.") {
		t.Errorf("standby that gave up: %v", err)
	}
	_, err = fetch(t, lost.URL+","+down.URL, Options{})
	var na *NoActiveError
	if !errors.As(err, &na) || len(na.Tried) != 2 || na.Tried[0].Kind != KindStandby || na.Tried[1].Kind != KindUnreachable {
		t.Errorf("lost standby and a dead RM: %v, want no active RM after a standby and an unreachable one", err)
	}
}

func TestFetchFailures(t *testing.T) {
	status := func(code int, header, value string) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if header != "" {
				w.Header().Set(header, value)
			}
			w.WriteHeader(code)
			_, _ = w.Write([]byte("<html><body>Error " + http.StatusText(code) + "</body></html>"))
		})
	}
	truncated := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", "5000")
		_, _ = w.Write([]byte(`{"scheduler": {"schedulerInfo": {`))
	})
	hang := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
	})
	loop := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.URL.RequestURI(), http.StatusTemporaryRedirect)
	})
	tests := []struct {
		name    string
		h       http.Handler
		kind    Kind
		message string
	}{
		{"401 simple auth", status(401, "", ""), KindAuth, "401 Unauthorized): pass --rm-user"},
		{"401 kerberos", status(401, "WWW-Authenticate", "Negotiate"), KindKerberos, "the ResourceManager asks for Kerberos (SPNEGO): "},
		{"403", status(403, "", ""), KindAuth, "403 Forbidden"},
		{"500", status(500, "", ""), KindServer, "failed (500 Internal Server Error): <html>"},
		{"503", status(503, "", ""), KindServer, "503 Service Unavailable"},
		{"404", status(404, "", ""), KindStatus, "unexpected answer 404 Not Found"},
		{"truncated", truncated, KindTruncated, "the response ended early"},
		{"timeout", hang, KindTimeout, "no answer within the timeout (--rm-timeout)"},
		{"redirect loop", loop, KindRedirects, "redirected more than 5 times"},
		{"lost standby", lostStandby, KindStandby, "knows no active one: Can not find any active RM"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := serve(t, tt.h)
			start := time.Now()
			_, err := fetch(t, s.URL, Options{Timeout: 200 * time.Millisecond})
			var e *Error
			if !errors.As(err, &e) || e.Kind != tt.kind || !strings.Contains(err.Error(), tt.message) || !strings.HasPrefix(err.Error(), s.URL+SchedulerPath) {
				t.Errorf("error %v, want kind %d with %q, starting with the URL", err, tt.kind, tt.message)
			}
			if d := time.Since(start); d > 3*time.Second {
				t.Errorf("took %v: the timeout did not bound it", d)
			}
		})
	}
}

func TestFetchPrivateCA(t *testing.T) {
	s := httptestTLS(t)
	_, err := fetch(t, s.URL, Options{})
	var e *Error
	if !errors.As(err, &e) || e.Kind != KindUnreachable || !strings.Contains(err.Error(), "certificate") {
		t.Errorf("without the CA: %v, want a certificate error", err)
	}
	ca := filepath.Join(t.TempDir(), "ca.pem")
	block := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: s.Certificate().Raw})
	if err := os.WriteFile(ca, block, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := fetch(t, s.URL, Options{CAFile: ca}); err != nil {
		t.Errorf("with --rm-ca: %v", err)
	}
	for _, bad := range []string{filepath.Join(t.TempDir(), "missing.pem"), rmDir + "/scheduler.json"} {
		_, err := NewClient(Options{CAFile: bad})
		var ce *CAError
		if !errors.As(err, &ce) {
			t.Errorf("CA %s: %v, want a CAError", bad, err)
		}
	}
}

func TestAddresses(t *testing.T) {
	for _, bad := range []string{"ftp://rm:8088", "http://", "http://rm:8088/?x=1", " , ", "rm1:8088"} {
		if _, err := Addresses(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	got, err := Addresses("http://rm1:8088, https://rm2:8090/")
	if err != nil || len(got) != 2 || got[1].String() != "https://rm2:8090" {
		t.Errorf("HA pair: %v %v", got, err)
	}
	if !IsURL(" HTTPS://rm:8090") || IsURL("testdata/rm") {
		t.Error("IsURL")
	}
}

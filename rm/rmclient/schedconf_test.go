package rmclient

import (
	"net/http"
	"strings"
	"testing"
)

// confRM serves scheduler-conf with status and body, and the saved
// scheduler response.
func confRM(t *testing.T, status int, body string) http.Handler {
	t.Helper()
	saved := recorded(t, rmDir, nil)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != SchedulerConfPath {
			saved.ServeHTTP(w, r)
			return
		}
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	})
}

// ConfOnly reads scheduler-conf alone, from the active RM of an HA pair;
// Conf reads it after the scheduler response, keeping its failure apart;
// a 400 is a Refusal with the RM's text.
func TestFetchSchedulerConf(t *testing.T) {
	const conf = `{"property":[]}`
	active := serve(t, confRM(t, http.StatusOK, conf))
	sb := serve(t, standby(active.URL))
	r, err := fetch(t, sb.URL+","+active.URL, Options{ConfOnly: true})
	if err != nil || string(r.Conf) != conf || r.Scheduler != nil || r.From != active.URL {
		t.Fatalf("conf only: %v %+v", err, r)
	}
	r, err = fetch(t, active.URL, Options{Conf: true, SchedulerOnly: true})
	if err != nil || string(r.Conf) != conf || len(r.Scheduler) == 0 || r.ConfErr != nil || r.Apps != nil {
		t.Fatalf("scheduler and conf: %v %+v", err, r)
	}
	const text = "This API only supports to retrieve scheduler configuration from a mutable-conf scheduler, underneath scheduler CapacityScheduler is not an instance of MutableConfScheduler"
	fileStore := serve(t, confRM(t, http.StatusBadRequest, text))
	r, err = fetch(t, fileStore.URL, Options{Conf: true, SchedulerOnly: true})
	if body, ok := Refusal(r.ConfErr); err != nil || !ok || !strings.HasPrefix(text, strings.TrimSuffix(body, "…")) || len(r.Scheduler) == 0 {
		t.Errorf("file store: %v, conf error %v (%q %v)", err, r.ConfErr, body, ok)
	}
	_, err = fetch(t, fileStore.URL, Options{ConfOnly: true})
	if _, ok := Refusal(err); !ok {
		t.Errorf("conf only from a file store: %v, want a refusal", err)
	}
	if _, ok := Refusal(nil); ok {
		t.Error("no error is no refusal")
	}
}

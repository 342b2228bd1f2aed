package rmclient

import (
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
)

// recorded returns a handler serving the saved responses of dir under
// the REST paths, recording each request's query.
func recorded(t *testing.T, dir string, queries *[]string) http.Handler {
	t.Helper()
	files := map[string]string{SchedulerPath: "scheduler.json", AppsPath: "apps.json", NodesPath: "nodes.json"}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		if queries != nil {
			*queries = append(*queries, r.URL.Path+"?"+r.URL.RawQuery)
		}
		b, err := os.ReadFile(dir + "/" + name)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(b)
	})
}

// serve starts a server on 127.0.0.1 for the test.
func serve(t *testing.T, h http.Handler) *httptest.Server {
	t.Helper()
	s := httptest.NewServer(h)
	t.Cleanup(s.Close)
	return s
}

// httptestTLS starts an https server on 127.0.0.1 with its own CA.
func httptestTLS(t *testing.T) *httptest.Server {
	t.Helper()
	s := httptest.NewTLSServer(recorded(t, rmDir, nil))
	t.Cleanup(s.Close)
	return s
}

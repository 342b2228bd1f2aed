package render

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/schema"
)

// sarifSchemaFile is the SARIF 2.1.0 JSON Schema (testdata/sarif/README.md
// says where it comes from).
const sarifSchemaFile = "../testdata/sarif/sarif-2.1.0.json"

// sarifSchema compiles the SARIF schema once.
var sarifSchema = sync.OnceValues(func() (*schema.External, error) {
	src, err := os.ReadFile(sarifSchemaFile)
	if err != nil {
		return nil, err
	}
	return schema.CompileExternal(src)
})

// validateSARIF returns the problems of doc against the SARIF schema.
func validateSARIF(t *testing.T, doc []byte) []diag.Finding {
	t.Helper()
	s, err := sarifSchema()
	if err != nil {
		t.Fatal(err)
	}
	ps, err := s.Validate(doc)
	if err != nil {
		t.Fatalf("validate against %s: %v", sarifSchemaFile, err)
	}
	return ps
}

// TestSARIFSchema renders the findings of every rule fixture and of the
// formatter cases as SARIF and validates each log against the SARIF 2.1.0
// JSON Schema: the check that needs only Go (Microsoft's validator, in
// TestSARIFValidator, adds its rules when Node.js is there).
func TestSARIFSchema(t *testing.T) {
	fixtures, err := filepath.Glob("../testdata/fair-scheduler/rules/*/*.xml")
	if err != nil || len(fixtures) < 50 {
		t.Fatalf("%d rule fixtures found (%v)", len(fixtures), err)
	}
	docs := map[string][]byte{}
	for _, f := range fixtures {
		docs[f] = fixtureSARIF(t, f)
	}
	for name, r := range ciCases {
		docs["ciCases/"+name] = render(t, ciFormats["sarif"], r)
	}
	for name, doc := range docs {
		for _, p := range validateSARIF(t, doc) {
			t.Errorf("%s: %s", name, schema.Text(p))
		}
	}
}

// TestSARIFSchemaCanFail: the schema check finds a broken log.
func TestSARIFSchemaCanFail(t *testing.T) {
	good := string(render(t, ciFormats["sarif"], ciCases["mixed"]))
	for _, tc := range []struct{ name, from, to, path string }{
		{"bad level", `"level": "error"`, `"level": "fatal"`, "level"},
		{"bad version", `"version": "2.1.0"`, `"version": "2.0"`, "version"},
		{"bad start line", `"startLine": `, `"startLine": -`, "startLine"},
	} {
		if !strings.Contains(good, tc.from) {
			t.Fatalf("%s: the log has no %s", tc.name, tc.from)
		}
		bad := strings.Replace(good, tc.from, tc.to, 1)
		ps := validateSARIF(t, []byte(bad))
		if len(ps) == 0 || !strings.Contains(schema.Text(ps[0]), tc.path) {
			t.Errorf("%s: problems %v, want one about %s", tc.name, ps, tc.path)
		}
	}
}

package xmlconf

import (
	"regexp"
	"testing"

	"github.com/fairsched/fairsched/core/xmltok"
)

// The regular expressions the matchers of declmatch.go replaced: their
// oracle.
var (
	version11Oracle     = regexp.MustCompile(`^<\?xml\s+version\s*=\s*["']1\.1["']`)
	encodingDeclOracle  = regexp.MustCompile(`^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']`)
	canonicalDeclOracle = regexp.MustCompile(`^version=(?:"1\.0"|'1\.0')(?: encoding=(?:"([A-Za-z][A-Za-z0-9._-]*)"|'([A-Za-z][A-Za-z0-9._-]*)'))?(?: standalone=(?:"(?:yes|no)"|'(?:yes|no)'))? ?$`)
)

var declSamples = []string{
	``, `<?xml`, `<?xml version="1.0"?>`, `<?xml version="1.1"?>`, "<?xml\tversion = '1.1\"?>",
	`<?xmlversion="1.1"?>`, `<?xml version="1.10"?>`, `<?xml  version	=	"1.1'`, `<?xml version="1.1`,
	`<?xml version="1.0" encoding="UTF-8"?>`, `<?xml version="1.0" encoding='ISO-8859-1'?>`,
	`<?xml version="1.0" encoding = "latin1" ?>`, `<?xml encoding="a" encoding="b"?>`,
	`<?xml encoding="a" encoding="b c"?>`, `<?xml encoding="a"> encoding="b"?>`, `<?xml encoding=""?>`,
	`<?xml encodingencoding="x"?>`, `<?xml encoding="x:y.z_w-1"?>`, `<?xml encoding="x'`, `<?xml encoding=x`,
	`<?xml version="1.0" encoding="windows-1252" standalone="yes"?>`, "<?xml\nencoding\n=\n\"cp1252\"?>",
	"<?xml encoding=\"utf-8\"\r\n?>",
}

var instSamples = []string{
	``, `version="1.0"`, `version='1.0'`, `version="1.0'`, `version="1.1"`, `version="1.0" `, `version="1.0"  `,
	`version="1.0" encoding="UTF-8"`, `version="1.0" encoding='UTF-8' `, `version="1.0" encoding="UTF-8'`,
	`version="1.0" encoding="8bit"`, `version="1.0" encoding="a:b"`, `version="1.0" encoding=""`,
	`version="1.0" standalone="yes"`, `version="1.0" encoding="x" standalone='no' `, `version="1.0" standalone="maybe"`,
	`version="1.0" encoding="x" standalone="no" x`, `version="1.0"encoding="x"`, `version="1.0" standalone="no" encoding="x"`,
	`version="1.0" encoding="bad name"`, ` version="1.0"`,
}

// TestDeclMatchersAgreeWithTheirRegexps checks each matcher against the
// expression it replaced on samples of every shape.
func TestDeclMatchersAgreeWithTheirRegexps(t *testing.T) {
	for _, s := range declSamples {
		checkDeclMatchers(t, []byte(s))
	}
	for _, s := range instSamples {
		checkCanonicalDecl(t, []byte(s))
	}
}

func checkDeclMatchers(t *testing.T, b []byte) {
	t.Helper()
	want := -1
	if m := version11Oracle.Find(b); m != nil {
		want = len(m)
	}
	if got := version11Len(b); got != want {
		t.Errorf("version11Len(%q) = %d, the expression says %d", b, got, want)
	}
	wantLabel, wantOK := "", false
	if m := encodingDeclOracle.FindSubmatch(b); m != nil {
		wantLabel, wantOK = string(m[1]), true
	}
	if label, ok := declaredLabel(b); label != wantLabel || ok != wantOK {
		t.Errorf("declaredLabel(%q) = %q, %v; the expression says %q, %v", b, label, ok, wantLabel, wantOK)
	}
}

func checkCanonicalDecl(t *testing.T, inst []byte) {
	t.Helper()
	wantEnc, wantOK := "", false
	if m := canonicalDeclOracle.FindSubmatch(inst); m != nil {
		wantEnc, wantOK = string(m[1])+string(m[2]), true
	}
	if enc, ok := xmltok.CanonicalDecl(inst); enc != wantEnc || ok != wantOK {
		t.Errorf("xmltok.CanonicalDecl(%q) = %q, %v; the expression says %q, %v", inst, enc, ok, wantEnc, wantOK)
	}
}

// FuzzDeclMatchers checks the matchers against their expressions on any
// input.
func FuzzDeclMatchers(f *testing.F) {
	for _, s := range declSamples {
		f.Add([]byte(s))
	}
	for _, s := range instSamples {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		checkDeclMatchers(t, b)
		checkCanonicalDecl(t, b)
	})
}

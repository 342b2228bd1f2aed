package xmlconf

import (
	"encoding/xml"
	"reflect"
	"testing"

	"github.com/fairsched/fairsched/core/xmltok"
)

// TestTokenSourcesOverwriteTheWholeToken checks the tokenSource contract
// the reader's reuse of batches relies on: next leaves nothing of what rt
// held before. Each tokenizer reads a file twice in step, once into zero
// tokens and once into tokens full of leftovers, and must give the same.
func TestTokenSourcesOverwriteTheWholeToken(t *testing.T) {
	src := []byte(`<?xml version="1.0"?>
<!-- c --><allocations a="1"><queue name="q"><weight>2</weight><x/></queue>
<![CDATA[t]]></allocations>`)
	junk := xmltok.Tok{Kind: xmltok.Directive, Pos: Pos{Line: 9, Col: 9}, EndPos: Pos{Line: 9, Col: 9}, Off: 99, End: 99,
		Name: "junk", Attr: []xml.Attr{{Name: xml.Name{Local: "j"}, Value: "j"}}, Text: "junk", Hint: "junk"}
	sources := map[string]func() tokenSource{
		"fast":         func() tokenSource { return xmltok.NewTokenizer(src) },
		"encoding/xml": func() tokenSource { return newTokenizer(src) },
	}
	for name, fresh := range sources {
		clean, dirty := fresh(), fresh()
		for i := 0; i < 100; i++ {
			var want xmltok.Tok
			clean.Next(&want)
			got := junk
			dirty.Next(&got)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s, token %d: over leftovers %+v, into a zero token %+v", name, i, got, want)
			}
			if want.Kind == xmltok.EOF || want.Kind == xmltok.Fail || want.Kind == xmltok.Fallback {
				break
			}
		}
	}
}

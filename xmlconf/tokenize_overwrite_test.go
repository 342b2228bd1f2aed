package xmlconf

import (
	"encoding/xml"
	"reflect"
	"testing"
)

// TestTokenSourcesOverwriteTheWholeToken checks the tokenSource contract
// the reader's reuse of batches relies on: next leaves nothing of what rt
// held before. Each tokenizer reads a file twice in step, once into zero
// tokens and once into tokens full of leftovers, and must give the same.
func TestTokenSourcesOverwriteTheWholeToken(t *testing.T) {
	src := []byte(`<?xml version="1.0"?>
<!-- c --><allocations a="1"><queue name="q"><weight>2</weight><x/></queue>
<![CDATA[t]]></allocations>`)
	junk := rawTok{kind: tokDirective, pos: Pos{Line: 9, Col: 9}, endPos: Pos{Line: 9, Col: 9}, off: 99, end: 99,
		name: "junk", attr: []xml.Attr{{Name: xml.Name{Local: "j"}, Value: "j"}}, text: "junk", hint: "junk"}
	sources := map[string]func() tokenSource{
		"fast":         func() tokenSource { return newFastTokenizer(src) },
		"encoding/xml": func() tokenSource { return newTokenizer(src) },
	}
	for name, fresh := range sources {
		clean, dirty := fresh(), fresh()
		for i := 0; i < 100; i++ {
			var want rawTok
			clean.next(&want)
			got := junk
			dirty.next(&got)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s, token %d: over leftovers %+v, into a zero token %+v", name, i, got, want)
			}
			if want.kind == tokEOF || want.kind == tokFail || want.kind == tokFallback {
				break
			}
		}
	}
}

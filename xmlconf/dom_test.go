package xmlconf

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/beevik/etree"
)

// TestDOMMatchesEtree reads the clean corpus and the example both with
// Parse and with etree's own reader: the documents must serialize to the
// same bytes, and every node must be linked to its parent as etree links
// them.
func TestDOMMatchesEtree(t *testing.T) {
	files, err := filepath.Glob("../testdata/fair-scheduler/ok/*.xml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	files = append(files, "../testdata/fair-scheduler/example/fair-scheduler.xml")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			a, _ := Parse(src, Options{})
			want := etree.NewDocument()
			if err := want.ReadFromBytes(src); err != nil {
				t.Fatal(err)
			}
			if got, exp := serialize(t, a.Doc), serialize(t, want); got != exp {
				t.Errorf("Parse's document differs from etree's:\n%s\n---- etree:\n%s", got, exp)
			}
			checkLinks(t, &a.Doc.Element, &want.Element)
		})
	}
}

func serialize(t *testing.T, d *etree.Document) string {
	t.Helper()
	s, err := d.WriteToString()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// checkLinks walks two documents in step: every child must name its parent
// and its index, and text nodes must carry the same flags.
func checkLinks(t *testing.T, got, want *etree.Element) {
	t.Helper()
	if len(got.Child) != len(want.Child) {
		t.Fatalf("<%s> has %d children, etree reads %d", got.FullTag(), len(got.Child), len(want.Child))
	}
	for i, c := range got.Child {
		if c.Parent() != got || c.Index() != i {
			t.Fatalf("child %d of <%s> is linked to %v at index %d", i, got.FullTag(), c.Parent(), c.Index())
		}
		switch g := c.(type) {
		case *etree.Element:
			checkLinks(t, g, want.Child[i].(*etree.Element))
		case *etree.CharData:
			w := want.Child[i].(*etree.CharData)
			if g.IsWhitespace() != w.IsWhitespace() || g.IsCData() != w.IsCData() {
				t.Errorf("text %q in <%s>: whitespace %v cdata %v, etree: %v %v",
					strings.TrimSpace(g.Data), got.FullTag(), g.IsWhitespace(), g.IsCData(), w.IsWhitespace(), w.IsCData())
			}
		}
	}
}

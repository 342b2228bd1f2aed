package xmlconf

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/beevik/etree"

	"github.com/fairsched/fairsched/internal/synth"
)

// TestDOMMatchesEtree reads the clean corpus and the example both with
// Parse and with etree's own reader: the documents must serialize to the
// same bytes once etree's has lost the whitespace Parse leaves out
// (withoutContainerWhitespace), and every node must be linked to its parent
// as etree links them.
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
			a := Parse(src, Options{})
			want := etree.NewDocument()
			if err := want.ReadFromBytes(src); err != nil {
				t.Fatal(err)
			}
			withoutContainerWhitespace(want)
			if got, exp := serialize(t, a.Doc), serialize(t, want); got != exp {
				t.Errorf("Parse's document differs from etree's:\n%s\n---- etree:\n%s", got, exp)
			}
			checkLinks(t, &a.Doc.Element, &want.Element)
		})
	}
}

// withoutContainerWhitespace removes from a document etree read the text
// nodes Parse leaves out: whitespace-only text directly inside the root
// <allocations>, inside its <queue> and <pool> children, and inside the
// child-queue elements of those (isQueueTag), recursively.
func withoutContainerWhitespace(d *etree.Document) {
	root := d.Root()
	if root == nil || root.FullTag() != "allocations" {
		return
	}
	var strip func(el *etree.Element, queueChild func(string) bool)
	strip = func(el *etree.Element, queueChild func(string) bool) {
		for _, c := range slices.Clone(el.Child) {
			switch c := c.(type) {
			case *etree.CharData:
				if !c.IsCData() && strings.Trim(c.Data, " \t\r\n") == "" {
					el.RemoveChild(c)
				}
			case *etree.Element:
				if queueChild(c.FullTag()) {
					strip(c, isQueueTag)
				}
			}
		}
	}
	strip(root, func(tag string) bool { return tag == "queue" || tag == "pool" })
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

// TestLargeFileAcrossBatches reads a generated file of many thousand tokens,
// so that the tokenizer hands over many batches: the document must still be
// etree's, and every element's span must start at a '<' with its tag name.
func TestLargeFileAcrossBatches(t *testing.T) {
	var b strings.Builder
	if err := synth.Allocations(&b, 2000); err != nil {
		t.Fatal(err)
	}
	src := []byte(b.String())
	a := Parse(src, Options{})
	if is := withFacts(a); len(is) != 0 {
		t.Fatalf("issues on a clean generated file: %v", is[0])
	}
	want := etree.NewDocument()
	if err := want.ReadFromBytes(src); err != nil {
		t.Fatal(err)
	}
	withoutContainerWhitespace(want)
	if serialize(t, a.Doc) != serialize(t, want) {
		t.Fatal("Parse's document differs from etree's")
	}
	checkLinks(t, &a.Doc.Element, &want.Element)
	lines := strings.Split(b.String(), "\n")
	n := 0
	for el := range allElements(a.Doc.Root()) {
		s := a.Span(el)
		line := lines[s.Start.Line-1]
		if !strings.HasPrefix(line[s.Start.Col-1:], "<"+el.Tag) {
			t.Fatalf("<%s> spans from %v, where the file has %q", el.Tag, s.Start, line[s.Start.Col-1:])
		}
		n++
	}
	if n < 10*batchSize {
		t.Fatalf("only %d elements: the file no longer spans many batches", n)
	}
}

// TestMalformedLargeFileStops cuts a large file in the middle of a tag: the
// tree read so far comes back with one malformed-xml issue, and the
// tokenizer's goroutine is gone.
func TestMalformedLargeFileStops(t *testing.T) {
	var b strings.Builder
	if err := synth.Allocations(&b, 2000); err != nil {
		t.Fatal(err)
	}
	src := b.String()
	cut := strings.LastIndex(src[:len(src)/2], "<weight>") + 4
	before := runtime.NumGoroutine()
	a := Parse([]byte(src[:cut]+"<"+src[cut:]), Options{})
	is := withFacts(a)
	if len(is) != 1 || is[0].Rule != RuleMalformedXML {
		t.Fatalf("issues = %v, want one %s", is, RuleMalformedXML)
	}
	if a.Doc.Root() == nil || len(a.Doc.Root().ChildElements()) == 0 {
		t.Fatal("the tree read before the error is missing")
	}
	for i := 0; runtime.NumGoroutine() > before && i < 100; i++ {
		time.Sleep(time.Millisecond)
	}
	if g := runtime.NumGoroutine(); g > before {
		t.Errorf("%d goroutines after Parse, %d before", g, before)
	}
}

// allElements yields el and every element below it.
func allElements(el *etree.Element) func(func(*etree.Element) bool) {
	return func(yield func(*etree.Element) bool) {
		stack := []*etree.Element{el}
		for len(stack) > 0 {
			e := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if !yield(e) {
				return
			}
			stack = append(stack, e.ChildElements()...)
		}
	}
}

// TestParseConcurrently parses files from several goroutines at once, as the
// package doc promises is safe (run with -race).
func TestParseConcurrently(t *testing.T) {
	var b strings.Builder
	if err := synth.Allocations(&b, 300); err != nil {
		t.Fatal(err)
	}
	src := []byte(b.String())
	want := Parse(src, Options{})
	done := make(chan string, 4)
	for range 4 {
		go func() {
			a := Parse(src, Options{})
			done <- fmt.Sprint(len(a.Queues()), a.Span(a.Doc.Root()))
		}()
	}
	for range 4 {
		if got := <-done; got != fmt.Sprint(len(want.Queues()), want.Span(want.Doc.Root())) {
			t.Errorf("concurrent Parse gave %s", got)
		}
	}
}

// TestCarvedListsStayApart edits a document Parse built: an attribute or a
// child added to one element must not show up in the element read after
// it, whose lists were carved from the same array.
func TestCarvedListsStayApart(t *testing.T) {
	a := Parse([]byte(`<allocations><queue name="a"><weight>1</weight></queue><queue name="b"><weight>2</weight></queue></allocations>`), Options{})
	qs := a.Doc.Root().SelectElements("queue")
	if len(qs) != 2 {
		t.Fatalf("read %d queue elements, want 2", len(qs))
	}
	qs[0].CreateAttr("type", "parent")
	qs[0].CreateElement("minResources")
	if got := len(qs[1].Attr); got != 1 || qs[1].Attr[0].Key != "name" || qs[1].Attr[0].Value != "b" {
		t.Errorf("the second queue's attributes are %v after the first got one", qs[1].Attr)
	}
	if got := len(qs[1].Child); got != 1 || qs[1].Child[0].(*etree.Element).Tag != "weight" {
		t.Errorf("the second queue has %d children after the first got one", got)
	}
	if got := qs[0].SelectAttrValue("type", ""); got != "parent" || len(qs[0].ChildElements()) != 2 {
		t.Errorf("the first queue: type %q, %d child elements", got, len(qs[0].ChildElements()))
	}
}

// TestReadAllocations guards the carving of the document: reading a file
// of about 2,000 queues and 15,000 elements, with attributes and comments,
// takes a few hundred allocations (slabs, chunks, batches), not one or
// more per element, attribute or comment (then about 10,000 more).
func TestReadAllocations(t *testing.T) {
	var b strings.Builder
	b.WriteString("<allocations>\n")
	for i := range 2000 {
		fmt.Fprintf(&b, "  <!-- team %d -->\n  <queue name=\"q%d\" type=\"parent\">\n    <weight>%d</weight>\n    <minResources>%d mb, 1 vcores</minResources>\n    <queue name=\"leaf\"><maxRunningApps>3</maxRunningApps></queue>\n  </queue>\n", i, i, i%7+1, 1024*i)
	}
	b.WriteString("</allocations>\n")
	src := []byte(b.String())
	if d := read(src); d.malformed != nil || len(d.comments) != 2000 {
		t.Fatalf("read: malformed %v, %d comments", d.malformed, len(d.comments))
	}
	if allocs := testing.AllocsPerRun(3, func() { read(src) }); allocs > 500 {
		t.Errorf("read allocates %v times, want at most 500", allocs)
	}
}

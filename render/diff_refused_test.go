package render

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/schema"
)

// drRefused is a comparison Hadoop 3.3.6 refuses: NEW declares root.a
// twice (one blocking finding, with a hint and a related place) and, in
// the both case, OLD has an unreadable <weight> (no hint, no queue).
func drRefused(both bool) *diff.Refused {
	r := &diff.Refused{Old: "old.xml", New: "new.xml", HadoopVersion: "3.3.6"}
	if both {
		r.Sides = append(r.Sides, diff.Refusal{Side: "old", File: "old.xml", Findings: []diag.Finding{
			{File: "old.xml", Pos: pos(7, 5), Rule: "bad-number", Severity: lint.Error, Message: "<weight> x is not a number"},
			{File: "old.xml", Pos: pos(9, 5), Rule: "bad-number", Severity: lint.Error, Message: "<weight> y is not a number"}}})
	}
	r.Sides = append(r.Sides, diff.Refusal{Side: "new", File: "new.xml", Findings: []diag.Finding{
		{File: "new.xml", Pos: pos(4, 3), Rule: "duplicate-queue", Severity: lint.Error, Queue: "root.a",
			Message: "declared twice", Hint: "remove one of the two",
			Related: []lint.Related{{File: "new.xml", Pos: pos(2, 3), Message: "first declaration of root.a"}}}}})
	return r
}

// TestDiffRefusedTree: the header, then per refused side the sentence
// (side in capitals, count of blocking findings) and each finding with
// its hint and related places, indented under it.
func TestDiffRefusedTree(t *testing.T) {
	newPart := "\nNEW is refused by Hadoop 3.3.6: new.xml would not load (1 blocking finding), so nothing is compared\n" +
		"  new.xml:4:3: error: queue root.a: declared twice [duplicate-queue]\n" +
		"      hint: remove one of the two\n" +
		"      see new.xml:2:3: first declaration of root.a\n"
	for _, tc := range []struct {
		both bool
		want string
	}{
		{false, "old.xml → new.xml (Hadoop 3.3.6)\n" + newPart},
		{true, "old.xml → new.xml (Hadoop 3.3.6)\n" +
			"\nOLD is refused by Hadoop 3.3.6: old.xml would not load (2 blocking findings), so nothing is compared\n" +
			"  old.xml:7:5: error: <weight> x is not a number [bad-number]\n" +
			"  old.xml:9:5: error: <weight> y is not a number [bad-number]\n" + newPart},
	} {
		var b bytes.Buffer
		if err := DiffRefusedTree(&b, drRefused(tc.both), DiffOptions{}); err != nil {
			t.Fatal(err)
		}
		if b.String() != tc.want {
			t.Errorf("both=%v: got:\n%s\nwant:\n%s", tc.both, b.String(), tc.want)
		}
	}
	// 40 columns: the refusal and the finding lines stay whole, as a
	// compiler's do; the hint folds.
	var b bytes.Buffer
	if err := DiffRefusedTree(&b, drRefused(false), DiffOptions{Width: 40}); err != nil {
		t.Fatal(err)
	}
	if want := "\nNEW is refused by Hadoop 3.3.6: new.xml would not load (1 blocking finding), so nothing is compared\n"; !strings.Contains(b.String(), want) {
		t.Errorf("40 columns: lacks %q:\n%s", want, b.String())
	}
	if strings.Contains(b.String(), "…") {
		t.Errorf("40 columns: a line is cut:\n%s", b.String())
	}
}

func TestDiffRefusedMarkdown(t *testing.T) {
	var b bytes.Buffer
	if err := DiffRefusedMarkdown(&b, drRefused(false)); err != nil {
		t.Fatal(err)
	}
	want := "<!-- fairsched-diff -->\n### fairsched diff: `old.xml` → `new.xml`\n\n" +
		"**NEW is refused by Hadoop 3.3.6: new.xml would not load (1 blocking finding), so nothing is compared.**\n\n" +
		"| where | rule | finding | hint |\n| --- | --- | --- | --- |\n" +
		"| new.xml:4:3 | `duplicate-queue` | queue root.a: declared twice (see new.xml:2:3: first declaration of root.a) | remove one of the two |\n\n"
	if b.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", b.String(), want)
	}
	b.Reset()
	if err := DiffRefusedMarkdown(&b, drRefused(true)); err != nil {
		t.Fatal(err)
	}
	h := diffToHTML(t, b.String())
	diffCheckRendered(t, h, b.String())
	// Two sides: two tables; "<weight>" is text, not an element.
	if n := strings.Count(h, "<table>"); n != 2 {
		t.Errorf("%d tables, want one per refused side (2)", n)
	}
	if strings.Contains(h, "<weight>") || !strings.Contains(h, "&lt;weight&gt; x is not a number") {
		t.Errorf("the element name is not shown as text:\n%s", h)
	}
}

// TestDiffRefusedJSON: the JSON is valid, matches the refused form of
// schema/diff.schema.json, and holds the sides in order with their
// findings as lint writes them.
func TestDiffRefusedJSON(t *testing.T) {
	var b bytes.Buffer
	if err := DiffRefusedJSON(&b, drRefused(true)); err != nil {
		t.Fatal(err)
	}
	if !json.Valid(b.Bytes()) {
		t.Fatalf("invalid JSON:\n%s", b.String())
	}
	problems, err := schema.Validate("diff", b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("schema: %v", p)
	}
	var doc struct {
		SchemaVersion int    `json:"schemaVersion"`
		HadoopVersion string `json:"hadoopVersion"`
		Old, New      string
		Refused       []struct {
			Side, File string
			Findings   []map[string]any
		}
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.SchemaVersion != 1 || doc.HadoopVersion != "3.3.6" || doc.Old != "old.xml" || doc.New != "new.xml" {
		t.Errorf("head: %+v", doc)
	}
	if len(doc.Refused) != 2 || doc.Refused[0].Side != "old" || doc.Refused[1].Side != "new" {
		t.Fatalf("sides: %+v", doc.Refused)
	}
	if n := len(doc.Refused[0].Findings); n != 2 {
		t.Errorf("old has %d findings, want 2", n)
	}
	f := doc.Refused[1].Findings[0]
	for k, want := range map[string]any{"file": "new.xml", "line": 4.0, "column": 3.0, "rule": "duplicate-queue",
		"severity": "error", "queue": "root.a", "message": "declared twice", "hint": "remove one of the two"} {
		if f[k] != want {
			t.Errorf("finding %s = %v, want %v", k, f[k], want)
		}
	}
}

package render

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"
)

// diffToHTML renders markdown the way GitHub does for a comment: GFM tables,
// and raw HTML (the <details> blocks) kept.
func diffToHTML(t *testing.T, md string) string {
	t.Helper()
	var b bytes.Buffer
	gm := goldmark.New(goldmark.WithExtensions(extension.GFM), goldmark.WithRendererOptions(html.WithUnsafe()))
	if err := gm.Convert([]byte(md), &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

var (
	diffRowRE  = regexp.MustCompile(`(?s)<tr>(.*?)</tr>`)
	diffCellRE = regexp.MustCompile(`<t[dh][^>]*>`)
)

// diffTableShape returns, for every table row of the HTML, its number of cells.
func diffTableShape(h string) []int {
	var out []int
	for _, m := range diffRowRE.FindAllStringSubmatch(h, -1) {
		out = append(out, len(diffCellRE.FindAllString(m[1], -1)))
	}
	return out
}

// TestDiffMarkdownRenders renders the markdown of a change full of
// characters Markdown and HTML treat specially: every table keeps its
// columns, <details> blocks open and close in pairs, and element names
// in messages are shown as text, never parsed as HTML.
func TestDiffMarkdownRenders(t *testing.T) {
	weird := "a|b`c*d_e<script>"
	r := &diff.Result{
		Old: "old|a.xml", New: "new.xml", HadoopVersion: "3.3.6",
		Types: resource.DefaultResourceTypes, Cluster: resource.Resource{16384, 16},
		TopLevel: []diff.Setting{{Name: "queuePlacementPolicy rule 1", Old: &weird, New: nil, OldPos: xmlconf.Pos{Line: 3, Col: 5}}},
		Queues: []diff.Queue{{Name: "root.x|y", Change: diff.Changed,
			Settings: []diff.Setting{{Name: "aclSubmitApps", Old: &weird, New: &weird}}}},
		Findings: diff.Findings{Introduced: []diag.Finding{{File: "new.xml", Pos: xmlconf.Pos{Line: 4, Col: 3},
			Rule: "clamped-value", Severity: lint.Warning, Queue: "root.x|y", Message: "<maxAMShare> 1.5 is above 1 | *bold* `code`"}}},
		Counts: map[diff.Change]int{diff.Changed: 1},
	}
	var b bytes.Buffer
	if err := DiffMarkdown(&b, r); err != nil {
		t.Fatal(err)
	}
	h := diffToHTML(t, b.String())
	if strings.Contains(h, "<script>") || strings.Contains(h, "<maxAMShare>") || strings.Contains(h, "<em>") {
		t.Errorf("markdown lets raw HTML or emphasis through:\n%s", h)
	}
	for _, want := range []string{
		"&lt;maxAMShare&gt; 1.5 is above 1 | *bold* `code`", // the whole message, in one cell
		"<code>a|b`c*d_e&lt;script&gt;</code>",              // a value, verbatim
		"<code>root.x|y</code>",
	} {
		if !strings.Contains(h, want) {
			t.Errorf("rendered comment lacks %q:\n%s", want, h)
		}
	}
	diffCheckRendered(t, h, b.String())
}

// diffCheckRendered checks that every row of every table has as many cells as
// its header and that <details> blocks pair up.
func diffCheckRendered(t *testing.T, h, md string) {
	t.Helper()
	if n, m := strings.Count(h, "<details>"), strings.Count(h, "</details>"); n != m {
		t.Errorf("%d <details> but %d </details>", n, m)
	}
	tables := strings.Split(h, "<table>")[1:]
	if len(tables) == 0 {
		t.Fatalf("no table rendered from:\n%s", md)
	}
	for i, tb := range tables {
		shape := diffTableShape(tb[:strings.Index(tb, "</table>")])
		for k, n := range shape {
			if n != shape[0] {
				t.Errorf("table %d row %d has %d cells, header has %d:\n%s", i+1, k, n, shape[0], md)
			}
		}
	}
}

// TestDiffMarkdownGoldens renders the markdown golden files of
// testdata/diff as GitHub would: each has a summary table first and
// well-formed tables and <details> blocks.
func TestDiffMarkdownGoldens(t *testing.T) {
	for _, name := range []string{"placement", "fail-on-new-markdown"} {
		t.Run(name, func(t *testing.T) {
			text, err := os.ReadFile("../testdata/diff/" + name + ".txt")
			if err != nil {
				t.Fatal(err)
			}
			md := diffBetween(string(text), "-- stdout --\n", "-- stderr --\n")
			h := diffToHTML(t, md)
			first := strings.Index(h, "<table>")
			if first < 0 || strings.Contains(h, "<details>") && strings.Index(h, "<details>") < first {
				t.Errorf("the summary table does not come before the details:\n%s", h)
			}
			diffCheckRendered(t, h, md)
		})
	}
}

func diffBetween(s, from, to string) string {
	_, after, _ := strings.Cut(s, from)
	before, _, _ := strings.Cut(after, to)
	return before
}

// TestDiffMarkdownFitsAComment: a change to thousands of queues still
// gives a comment GitHub accepts (at most 65,536 characters), with every
// table cut at diffMDRowLimit rows and the number left out said.
func TestDiffMarkdownFitsAComment(t *testing.T) {
	r := &diff.Result{Old: "old.xml", New: "new.xml", HadoopVersion: "3.3.6",
		Types: resource.DefaultResourceTypes, Cluster: resource.Resource{1 << 20, 1024}, Counts: map[diff.Change]int{}}
	v := "memory-mb=1048576, vcores=1024"
	for i := range 5000 {
		name := fmt.Sprintf("root.department%d.team%d.queue%d", i/100, i/10, i)
		r.Queues = append(r.Queues, diff.Queue{Name: name, Change: diff.Changed,
			Settings: []diff.Setting{{Name: "maxResources", Old: &v, New: &v, OldPos: xmlconf.Pos{Line: 10, Col: 5}, NewPos: xmlconf.Pos{Line: 11, Col: 5}}}})
		r.Findings.Introduced = append(r.Findings.Introduced, diag.Finding{File: "new.xml", Pos: xmlconf.Pos{Line: int32(i + 1), Col: 3},
			Rule: "cluster-am-share-below-container", Severity: lint.Warning, Queue: name,
			Message: "with every queue busy, <maxAMShare> 0.5 of the queue's 100 mb allows AMs of 50 mb in all, less than one minimum container (1024 mb): no application can start"})
	}
	r.Counts[diff.Changed] = len(r.Queues)
	var b bytes.Buffer
	if err := DiffMarkdown(&b, r); err != nil {
		t.Fatal(err)
	}
	if b.Len() > 65536 {
		t.Errorf("comment is %d characters, more than GitHub's 65,536", b.Len())
	}
	if n := strings.Count(b.String(), "4960 more not shown"); n != 3 {
		t.Errorf("%d tables say 4960 more not shown, want 3 (queues, settings, findings)", n)
	}
	diffCheckRendered(t, diffToHTML(t, b.String()), b.String())
}

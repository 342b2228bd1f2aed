package render

import (
	"bytes"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/internal/golden"
	"github.com/fairsched/fairsched/lint"
)

// dtResult is a hand-made comparison on a 16 GiB, 16-vcore cluster with
// one of everything the diff formats write: root.eng halves (8192 → 4096
// MB, 8 → 4 vcores) while root.ops gains what eng lost (8192 → 12288,
// +4096 of 8192 = +50%); root.eng.batch (4096 MB) is removed and
// root.eng.etl added in its place, so each looks like a rename of the
// other; root.science.ml turns into a parent under an unchanged (so
// hidden) root.science; root itself is unchanged and hidden. Two
// top-level settings change, one to a built-in default; three
// submissions land elsewhere; each finding list has one finding.
func dtResult() *diff.Result {
	res := func(m, v int64) resource.Resource { return resource.Resource{m, v} }
	memV := func(mem, vc int64, memRel, vcRel *float64, instMem, instVC int64, instMemRel, instVCRel *float64) []diff.Move {
		return []diff.Move{
			{Type: "memory-mb", SteadyDelta: mem, SteadyRelative: memRel, InstantaneousDelta: instMem, InstantaneousRelative: instMemRel},
			{Type: "vcores", SteadyDelta: vc, SteadyRelative: vcRel, InstantaneousDelta: instVC, InstantaneousRelative: instVCRel}}
	}
	return &diff.Result{
		Old: "old.xml", New: "new.xml", HadoopVersion: "3.3.6",
		Types: resource.DefaultResourceTypes, Cluster: res(16384, 16),
		TopLevel: []diff.Setting{
			{Name: "queueMaxAMShareDefault", Old: dtStr("0.5"), New: dtStr("0.8"), OldPos: pos(2, 3), NewPos: pos(2, 3)},
			{Name: "defaultQueueSchedulingPolicy", Old: dtStr("drf"), New: dtStr("fair"), OldPos: pos(3, 3)},
		},
		Queues: []diff.Queue{
			{Name: "root", Change: diff.Unchanged, Before: dtShares(res(16384, 16)), After: dtShares(res(16384, 16))},
			{Name: "root.eng", Change: diff.Changed, Before: dtShares(res(8192, 8)), After: dtShares(res(4096, 4), res(4096, 8)),
				Moves:    memV(-4096, -4, dtRel(-0.5), dtRel(-0.5), -4096, 0, dtRel(-0.5), dtRel(0)),
				Settings: []diff.Setting{{Name: "weight", Old: dtStr("2.0"), New: dtStr("1.0"), OldPos: pos(5, 7), NewPos: pos(5, 7)}},
				Why:      []diff.Why{{Share: "steady", Type: "memory-mb", Old: compute.BindingWeight, New: compute.BindingMin}}},
			{Name: "root.eng.batch", Change: diff.Removed, Before: dtShares(res(4096, 4)), RenameOf: "root.eng.etl",
				Moves: memV(-4096, -4, dtRel(-1), dtRel(-1), -4096, -4, dtRel(-1), dtRel(-1))},
			{Name: "root.eng.etl", Change: diff.Added, After: dtShares(res(4096, 4), res(0, 0)), RenameOf: "root.eng.batch",
				Moves: memV(4096, 4, nil, nil, 0, 0, nil, nil)},
			{Name: "root.ops", Change: diff.Unchanged, Before: dtShares(res(8192, 8)), After: dtShares(res(12288, 12), res(12288, 8)),
				Moves: memV(4096, 4, dtRel(0.5), dtRel(0.5), 4096, 0, dtRel(0.5), dtRel(0))},
			{Name: "root.science", Change: diff.Unchanged, Before: dtShares(res(0, 0)), After: dtShares(res(0, 0))},
			{Name: "root.science.ml", Change: diff.Changed, Kind: "leaf → parent", Before: dtShares(res(0, 0)), After: dtShares(res(0, 0)),
				Settings: []diff.Setting{{Name: "maxRunningApps", New: dtStr("5"), NewPos: pos(20, 5)}}},
		},
		Losers:  []int{1, 2},
		Winners: []int{4, 3},
		Counts:  map[diff.Change]int{diff.Added: 1, diff.Removed: 1, diff.Changed: 2, diff.Unchanged: 3},
		Findings: diff.Findings{
			Introduced: []diag.Finding{{File: "new.xml", Pos: pos(20, 5), Rule: "max-running-apps-parent", Severity: lint.Warning,
				Queue: "root.science.ml", Message: "<maxRunningApps> on a parent limits all its children",
				Related: []lint.Related{{File: "new.xml", Pos: pos(21, 7), Message: "first child"}}}},
			Fixed:     []diag.Finding{{File: "old.xml", Pos: pos(8, 3), Rule: "zero-weight", Severity: lint.Info, Message: "weight 0 gives no share"}},
			Unchanged: []diag.Finding{{File: "new.xml", Pos: pos(30, 5), Rule: "no-max", Severity: lint.Info, Queue: "root.ops", Message: "no maxResources"}},
		},
		Submissions: &diff.Submissions{File: "apps.csv", Total: 40, Moved: []placement.Change{
			{Submission: placement.Submission{User: "alice", Groups: []string{"eng", "ops"}, Queue: "etl", Line: 3},
				Old: placement.Result{Queue: "root.default"}, New: placement.Result{Queue: "root.eng.etl"}},
			{Submission: placement.Submission{User: "bob"},
				Old: placement.Result{Queue: "root.bob"}, New: placement.Result{Rejected: true, Reason: "no rule placed it"}},
			{Submission: placement.Submission{User: "carol", Queue: "root.x", Line: 7},
				Old: placement.Result{Queue: "root.x"}, New: placement.Result{Queue: "root.x", Refused: true, Reason: "root.x is a parent queue"}},
		}},
	}
}

// TestDiffTreeGolden compares the whole tree output of dtResult with
// testdata/diff/tree.golden, which was written by hand from dtResult (its
// comment gives the numbers; the ranking pads names to the longest,
// "root.eng.batch", 14 letters), then checks the facts that matter one by
// one so that a change says what broke.
func TestDiffTreeGolden(t *testing.T) {
	var b bytes.Buffer
	if err := DiffTree(&b, dtResult(), DiffOptions{}); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "diff", "tree.golden"), b.Bytes(), *update)
	out := b.String()
	for _, want := range []string{
		"old.xml → new.xml (Hadoop 3.3.6, cluster 16 GiB, 16 vcores)\n",
		"queues: 1 added, 1 removed, 2 changed, 3 unchanged; findings: 1 introduced, 1 fixed, 1 unchanged\n",
		// 14 = len("root.eng.batch"): the share column starts 2 after it.
		"\n  root.eng        8 GiB → 4 GiB (-50.0%)",
		"\n  root.eng.batch  4 GiB → - (-100.0%)",
		"\n  defaultQueueSchedulingPolicy: drf → fair  (old.xml:3:3 → new.xml)\n", // a default: the file alone
		"\n  root\n    eng  changed\n",                                            // root is hidden but written (dim) as an ancestor
		"\n    science\n      ml  changed\n",                                      // so is root.science
		"\n          maxRunningApps: - → 5  (- → new.xml:20:5)\n",
		"\n(2 unchanged queues not shown)\n",
		"\n      root.bob → rejected: no rule placed it\n",
		"\n    see new.xml:21:7: first child\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("tree lacks %q", want)
		}
	}
	// etl's instantaneous share did not move (0 → 0): no line for it.
	if strings.Contains(out, "instantaneous: - →") {
		t.Errorf("a share that did not move is written:\n%s", out)
	}
	// Unchanged findings are only counted.
	if strings.Contains(out, "no maxResources") {
		t.Errorf("an unchanged finding is listed:\n%s", out)
	}
}

// TestDiffTreeSmall covers the edge cases: a zero cluster with nothing
// changed (the two header lines only), a comparison whose one queue is
// unchanged, and a replay where nothing moved.
func TestDiffTreeSmall(t *testing.T) {
	base := func() *diff.Result {
		return &diff.Result{Old: "a.xml", New: "b.xml", HadoopVersion: "3.4.1", Types: resource.DefaultResourceTypes,
			Cluster: resource.Resource{0, 0}}
	}
	head := "a.xml → b.xml (Hadoop 3.4.1, cluster 0 MiB, 0 vcores)\n" +
		"queues: 0 added, 0 removed, 0 changed, 0 unchanged; findings: 0 introduced, 0 fixed, 0 unchanged\n"
	for _, tc := range []struct {
		name string
		edit func(r *diff.Result)
		want string
	}{
		{"empty", func(*diff.Result) {}, head},
		{"one hidden queue", func(r *diff.Result) {
			r.Queues = []diff.Queue{{Name: "root", Change: diff.Unchanged}}
			r.Counts = map[diff.Change]int{diff.Unchanged: 1}
		}, strings.Replace(head, "0 unchanged;", "1 unchanged;", 1) + "(1 unchanged queue not shown)\n"},
		{"nothing moved", func(r *diff.Result) {
			r.Submissions = &diff.Submissions{File: "apps.csv", Total: 12}
		}, head + "\nsubmissions that land elsewhere (0 of 12 in apps.csv):\n  none: every submission lands where it did\n"},
		{"queue only in old", func(r *diff.Result) {
			// 0 → gone: no share moved, only the change is written.
			r.Queues = []diff.Queue{{Name: "root.gone", Change: diff.Removed, Before: dtShares(resource.Resource{0, 0})}}
			r.Counts = map[diff.Change]int{diff.Removed: 1}
		}, strings.Replace(head, "0 removed", "1 removed", 1) + "\nqueues:\n  root\n    gone  removed\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := base()
			tc.edit(r)
			var b bytes.Buffer
			if err := DiffTree(&b, r, DiffOptions{}); err != nil {
				t.Fatal(err)
			}
			if b.String() != tc.want {
				t.Errorf("got:\n%s\nwant:\n%s", b.String(), tc.want)
			}
		})
	}
}

// ansiRE matches the colour escapes of fatih/color.
var ansiRE = regexp.MustCompile("\x1b\\[[0-9;]*m")

// TestDiffTreeWidth: with a width, the title, the summary and the finding
// lines stay whole, as a compiler's do; every other line longer than the
// width (in runes, colour escapes aside) folds at spaces, so that no line
// is longer unless it is one of those or a single word; nothing is cut
// ("…") or lost (the same words in the same order); queue names with
// multi-byte letters count as their letters.
func TestDiffTreeWidth(t *testing.T) {
	r := dtResult()
	long := "root.ünïcödé_" + strings.Repeat("ö", 60)
	r.Queues = append(r.Queues, diff.Queue{Name: long, Change: diff.Added, After: dtShares(resource.Resource{1024, 1}),
		Moves: []diff.Move{{Type: "memory-mb", SteadyDelta: 1024}}})
	r.Counts[diff.Added]++
	r.Winners = append(r.Winners, len(r.Queues)-1)
	var full bytes.Buffer
	if err := DiffTree(&full, r, DiffOptions{}); err != nil {
		t.Fatal(err)
	}
	wholes := strings.Split(strings.TrimSuffix(full.String(), "\n"), "\n")
	for _, width := range []int{1, 20, 40, 80, 120} {
		for _, colour := range []bool{false, true} {
			var b bytes.Buffer
			if err := DiffTree(&b, r, DiffOptions{Options: Options{Color: colour}, Width: width}); err != nil {
				t.Fatal(err)
			}
			if colour && !ansiRE.MatchString(b.String()) {
				t.Errorf("width %d: colour asked for but none written", width)
			}
			plain := ansiRE.ReplaceAllString(b.String(), "")
			if !slices.Equal(strings.Fields(plain), strings.Fields(full.String())) || strings.Contains(plain, "…") {
				t.Fatalf("width %d: the words differ from those without a width:\n%s", width, plain)
			}
			lines := strings.Split(strings.TrimSuffix(plain, "\n"), "\n")
			for i := range 2 {
				if lines[i] != wholes[i] {
					t.Errorf("width %d: title or summary line %q is not whole (%q)", width, lines[i], wholes[i])
				}
			}
			for _, l := range lines {
				if utf8.RuneCountInString(l) > width && !slices.Contains(wholes, l) && strings.Contains(strings.TrimSpace(l), " ") {
					t.Errorf("width %d colour %v: %d-rune line %q", width, colour, utf8.RuneCountInString(l), l)
				}
			}
		}
	}
}

// TestDiffRankingUnicode: the ranking pads names by letters, not bytes:
// the share column starts two spaces after the longest name. "root.ééé"
// has 8 letters (11 bytes), so "root.a" gets 8-6 = 2 spaces of padding
// plus the 2 between columns.
func TestDiffRankingUnicode(t *testing.T) {
	r := &diff.Result{Old: "a.xml", New: "b.xml", HadoopVersion: "3.3.6", Types: resource.DefaultResourceTypes,
		Cluster: resource.Resource{4096, 4},
		Queues: []diff.Queue{
			{Name: "root.ééé", Change: diff.Unchanged, Before: dtShares(resource.Resource{2048, 2}), After: dtShares(resource.Resource{1024, 2}),
				Moves: []diff.Move{{Type: "memory-mb", SteadyDelta: -1024, SteadyRelative: dtRel(-0.5)}}},
			{Name: "root.a", Change: diff.Unchanged, Before: dtShares(resource.Resource{2048, 2}), After: dtShares(resource.Resource{1024, 2}),
				Moves: []diff.Move{{Type: "memory-mb", SteadyDelta: -1024, SteadyRelative: dtRel(-0.5)}}},
		},
		Losers: []int{0, 1}}
	var b bytes.Buffer
	if err := DiffTree(&b, r, DiffOptions{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"\n  root.ééé  2 GiB → 1 GiB (-50.0%)\n",
		"\n  root.a    2 GiB → 1 GiB (-50.0%)\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("ranking lacks %q:\n%s", want, b.String())
		}
	}
}

// TestDiffMarkdownGolden compares the markdown of dtResult with
// testdata/diff/markdown.golden, written by hand from dtResult, and
// renders it as GitHub would.
func TestDiffMarkdownGolden(t *testing.T) {
	var b bytes.Buffer
	if err := DiffMarkdown(&b, dtResult()); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "diff", "markdown.golden"), b.Bytes(), *update)
	h := diffToHTML(t, b.String())
	diffCheckRendered(t, h, b.String())
	// Summary, ranking, top level, queues, queue settings, submissions and
	// three finding lists: 9 tables, 7 of them folded.
	if n := strings.Count(h, "<table>"); n != 9 {
		t.Errorf("%d tables, want 9", n)
	}
	if n := strings.Count(h, "<details>"); n != 7 {
		t.Errorf("%d <details>, want 7", n)
	}
	for _, want := range []string{
		"<td>submissions landing elsewhere</td>\n<td style=\"text-align:right\">3 of 40</td>",
		"<td><code>root.ops</code></td>\n<td>8 GiB → 12 GiB (+50.0%), 8 vcores → 12 vcores (+50.0%)</td>",
		"&lt;maxRunningApps&gt; on a parent",
	} {
		if !strings.Contains(h, want) {
			t.Errorf("rendered comment lacks %q:\n%s", want, h)
		}
	}
}

// TestDiffMarkdownSmall: a replay where nothing moved is one sentence, not
// a table; a comparison without rankings, settings or findings is the
// heading and the summary table.
func TestDiffMarkdownSmall(t *testing.T) {
	r := &diff.Result{Old: "a.xml", New: "b.xml", HadoopVersion: "3.4.1", Types: resource.DefaultResourceTypes,
		Cluster: resource.Resource{0, 0}, Submissions: &diff.Submissions{File: "apps.csv", Total: 12}}
	var b bytes.Buffer
	if err := DiffMarkdown(&b, r); err != nil {
		t.Fatal(err)
	}
	want := "<!-- fairsched-diff -->\n### fairsched diff: `a.xml` → `b.xml`\n\nHadoop 3.4.1, cluster `0 MiB, 0 vcores`.\n\n" +
		"| | count |\n| --- | ---: |\n| queues added | 0 |\n| queues removed | 0 |\n| queues changed | 0 |\n| queues unchanged | 0 |\n" +
		"| top-level changes | 0 |\n| findings introduced | 0 |\n| findings fixed | 0 |\n| findings unchanged | 0 |\n" +
		"| submissions landing elsewhere | 0 of 12 |\n\n" +
		"No submission of `apps.csv` lands elsewhere (12 replayed).\n\n"
	if b.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", b.String(), want)
	}
}

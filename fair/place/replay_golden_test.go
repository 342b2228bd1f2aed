package place

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/submissions"
	"github.com/fairsched/fairsched/internal/golden"
	"github.com/fairsched/fairsched/xmlconf"
)

var update = flag.Bool("update", false, "rewrite the replay golden files")

const replayDir = "../../testdata/place/replay/"

// genSubmissions writes n CSV submissions from a fixed linear congruential
// sequence, so the file is the same on every run: users u000-u009 (some
// with dots or padding), a groups column that is empty for most lines (the
// groups file then answers), and a requested queue from a fixed list.
func genSubmissions(n int) string {
	users := []string{"u000", "u001", "u002", "u003", "u004", "u005", "u006", "u007", "first.last", " u001"}
	groups := []string{"", "", "", "", "eng", "ops;eng", "x.y", "staff"}
	queues := []string{"", "", "default", "eng.etl", "root.analysts", "adhoc", "root.eng", "eng.ml", "ops.new", "root.default.x", " pad", "analysts."}
	var b strings.Builder
	b.WriteString("user,groups,queue\n")
	x := uint32(2463534242)
	next := func(m int) int {
		x = x*1664525 + 1013904223
		return int(x>>16) % m
	}
	for range n {
		fmt.Fprintf(&b, "%s,%s,%s\n", users[next(len(users))], groups[next(len(groups))], queues[next(len(queues))])
	}
	return b.String()
}

// resultLine is the golden form of one result.
func resultLine(r placement.Result) string {
	rule := "-"
	if r.Rule != nil {
		rule = fmt.Sprintf("%d:%s", r.Rule.Index, r.Rule.Kind)
	}
	created := ""
	if r.Created {
		created = " created=" + strings.Join(r.CreatedQueues, ",")
	}
	return fmt.Sprintf("%d %q -> %s rule=%s%s", r.Submission.Line, r.Submission.User, outcome(r), rule, created)
}

func replayFixture(t testing.TB) (*Engine, []placement.Submission) {
	t.Helper()
	src, err := os.ReadFile(replayDir + "fair-scheduler.xml")
	if err != nil {
		t.Fatal(err)
	}
	gdata, err := os.ReadFile(replayDir + "groups")
	if err != nil {
		t.Fatal(err)
	}
	g, err := submissions.ParseGroups(gdata)
	if err != nil {
		t.Fatal(err)
	}
	a := xmlconf.Parse(src, xmlconf.Options{})
	subs, errs, err := submissions.Parse([]byte(genSubmissions(1000)))
	if err != nil || len(errs) > 0 {
		t.Fatalf("generated submissions: %v %v", err, errs)
	}
	submissions.Resolve(subs, g)
	return NewEngine(a, v33, HadoopDefaults), subs
}

func TestReplayGolden(t *testing.T) {
	golden.Check(t, replayDir+"submissions.csv", []byte(genSubmissions(1000)), *update)
	e, subs := replayFixture(t)
	results, sum := placement.Replay(e, subs)
	var b strings.Builder
	for _, r := range results {
		b.WriteString(resultLine(r) + "\n")
	}
	fmt.Fprintf(&b, "total=%d placed=%d rejected=%d refused=%d\n", sum.Total, sum.Placed, sum.Rejected, sum.Refused)
	for _, q := range sum.Queues() {
		fmt.Fprintf(&b, "%s %d\n", q, sum.PerQueue[q])
	}
	fmt.Fprintf(&b, "created %s\n", strings.Join(sum.Created, " "))
	golden.Check(t, replayDir+"results.golden", []byte(b.String()), *update)
}

// TestReplaySample pins results of the golden replay checked by hand
// against the policy of testdata/place/replay/fair-scheduler.xml.
func TestReplaySample(t *testing.T) {
	e, subs := replayFixture(t)
	results, _ := placement.Replay(e, subs)
	want := map[int]string{
		2:  "root.ops.u004", // groups ops;eng given: nestedUserQueue under the first declared group queue, root.ops
		3:  "rejected",      // requested " pad": the specified rule refuses the padded name
		4:  "root.eng.u001", // groups file: eng; created below root.eng
		5:  "root.eng.etl",  // requested eng.etl: declared, so specified (create=false) takes it
		9:  "root.analysts", // requested root.analysts, declared
		12: "root.analysts", // u005 (group x.y -> root.x_dot_y, undeclared) falls through to default queue="analysts"
		14: "rejected",      // first.last has no groups: primaryGroup fails the submission
	}
	for _, r := range results {
		if w, ok := want[r.Submission.Line]; ok && outcome(r) != w {
			t.Errorf("line %d: got %s (%s), want %s", r.Submission.Line, outcome(r), r.Reason, w)
		}
	}
}

func TestReplayAndCompare(t *testing.T) {
	old := engine(t, file(leaf("etl"), `<rule name="specified"/><rule name="user"/>`), v33, HadoopDefaults)
	cur := engine(t, file(leaf("etl"), `<rule name="specified" create="false"/><rule name="primaryGroup"/>`), v33, HadoopDefaults)
	subs := []placement.Submission{
		{User: "alice", Queue: "etl", Line: 1},
		{User: "bob", Queue: "adhoc", Groups: []string{"eng"}, Line: 2},
		{User: "carol", Line: 3},
		{User: "carol", Line: 4},
	}
	submissions.Resolve(subs, submissions.Groups{"carol": {"ops"}})
	_, sum := placement.Replay(old, subs)
	if sum.Total != 4 || sum.Placed != 4 || sum.PerQueue["root.carol"] != 2 || strings.Join(sum.Created, " ") != "root.adhoc root.carol" {
		t.Errorf("summary = %+v", sum)
	}
	if strings.Join(sum.Queues(), " ") != "root.adhoc root.carol root.etl" {
		t.Errorf("Queues() = %v", sum.Queues())
	}
	old = engine(t, file(leaf("etl"), `<rule name="specified"/><rule name="user"/>`), v33, HadoopDefaults)
	changes := placement.Compare(old, cur, subs)
	var got []string
	for _, c := range changes {
		got = append(got, fmt.Sprintf("%d:%s->%s", c.Submission.Line, outcome(c.Old), outcome(c.New)))
	}
	if strings.Join(got, " ") != "2:root.adhoc->root.eng 3:root.carol->root.ops 4:root.carol->root.ops" {
		t.Errorf("changes = %v", got)
	}
}

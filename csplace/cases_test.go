package csplace

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/internal/golden"
	"github.com/fairsched/fairsched/place"
)

// A case file re-expresses one Hadoop placement test as data, one
// directive a line ('#' starts a comment line):
//
//	hadoop 3.4                   the release
//	queues root.a root.b.c       leaves (parents are implied)
//	managed root.m               legacy auto-create parents
//	flexible root.f              auto-queue-creation-v2 parents
//	set KEY VALUE                a property (KEY without yarn.scheduler.capacity. unless it starts with "yarn.")
//	groups USER g1,g2            the user's groups, primary first
//	place USER QUEUE APP -> WANT one submission; WANT is a full path,
//	                             "rejected", "refused" or "unplaced" (no
//	                             rule decided), optionally "+created"
//
// Capacities are filled in so that each parent's children add up to 100;
// they do not change placement.
type caseFile struct {
	prof     hadoop.Profile
	leaves   []string
	managed  []string
	flexible []string
	props    [][2]string
	groups   map[string][]string
	subs     []caseSub
}

type caseSub struct {
	line             int
	user, queue, app string
	want             string
	created          bool
}

func parseCases(t *testing.T, path string, data []byte) caseFile {
	t.Helper()
	cf := caseFile{groups: map[string][]string{}}
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		verb, rest, _ := strings.Cut(line, " ")
		if err := cf.directive(verb, rest, i+1); err != nil {
			t.Fatalf("%s:%d: %v", path, i+1, err)
		}
	}
	return cf
}

func (cf *caseFile) directive(verb, rest string, line int) error {
	f := strings.Fields(rest)
	switch verb {
	case "hadoop":
		v, err := hadoop.Parse(rest)
		cf.prof = hadoop.For(v)
		return err
	case "queues":
		cf.leaves = append(cf.leaves, f...)
	case "managed":
		cf.managed = append(cf.managed, f...)
	case "flexible":
		cf.flexible = append(cf.flexible, f...)
	case "set":
		k, v, _ := strings.Cut(rest, " ")
		if !strings.HasPrefix(k, "yarn.") {
			k = capacity.Prefix + k
		}
		cf.props = append(cf.props, [2]string{k, v})
	case "groups":
		if len(f) == 2 {
			cf.groups[f[0]] = strings.Split(f[1], ",")
		} else {
			cf.groups[f[0]] = nil
		}
	case "place":
		before, want, ok := strings.Cut(rest, "->")
		bf := strings.Fields(before)
		if !ok || len(bf) < 2 {
			return fmt.Errorf("want: place USER QUEUE [APP] -> WANT")
		}
		s := caseSub{line: line, user: bf[0], queue: bf[1], want: strings.TrimSpace(want)}
		if len(bf) > 2 {
			s.app = bf[2]
		}
		s.want, s.created = strings.CutSuffix(s.want, " +created")
		cf.subs = append(cf.subs, s)
	default:
		return fmt.Errorf("unknown directive %q", verb)
	}
	return nil
}

// xml writes the capacity-scheduler.xml of the case.
func (cf caseFile) xml() []byte {
	children := map[string][]string{}
	seen := map[string]bool{"root": true}
	var add func(p string)
	add = func(p string) {
		if seen[p] {
			return
		}
		seen[p] = true
		i := strings.LastIndexByte(p, '.')
		add(p[:i])
		children[p[:i]] = append(children[p[:i]], p[i+1:])
	}
	for _, list := range [][]string{cf.leaves, cf.managed, cf.flexible} {
		for _, p := range list {
			add(p)
		}
	}
	var b strings.Builder
	b.WriteString("<configuration>\n")
	prop := func(k, v string) {
		fmt.Fprintf(&b, "<property><name>%s</name><value>%s</value></property>\n", k, escape(v))
	}
	parents := make([]string, 0, len(children))
	for p := range children {
		parents = append(parents, p)
	}
	sort.Strings(parents)
	for _, p := range parents {
		kids := children[p]
		prop(capacity.Prefix+p+".queues", strings.Join(kids, ","))
		for i, k := range kids {
			c := 100 / len(kids)
			if i == 0 {
				c += 100 % len(kids)
			}
			prop(capacity.Prefix+p+"."+k+".capacity", fmt.Sprint(c))
		}
	}
	for _, p := range cf.managed {
		prop(capacity.Prefix+p+".auto-create-child-queue.enabled", "true")
	}
	for _, p := range cf.flexible {
		prop(capacity.Prefix+p+".auto-queue-creation-v2.enabled", "true")
	}
	for _, kv := range cf.props {
		prop(kv[0], kv[1])
	}
	b.WriteString("</configuration>\n")
	return []byte(b.String())
}

func escape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}

// outcome says where a result landed, in a case file's words.
func outcome(r place.Result) string {
	switch {
	case r.Rejected:
		return "rejected"
	case r.Rule == nil:
		return "unplaced"
	case r.Refused:
		return "refused"
	}
	return r.Queue
}

func TestHadoopPlacementCases(t *testing.T) {
	for _, fx := range golden.Fixtures(t, filepath.Join("..", "testdata", "csplace", "hadoop"), ".cases") {
		t.Run(filepath.Base(fx.Path), func(t *testing.T) {
			cf := parseCases(t, fx.Path, fx.Data)
			c, err := capacity.Read("capacity-scheduler.xml", cf.xml(), cf.prof)
			if err != nil {
				t.Fatal(err)
			}
			e := New(c, cf.prof)
			for _, s := range cf.subs {
				r := e.Place(place.Submission{User: s.user, Groups: cf.groups[s.user], Queue: s.queue, App: s.app})
				if got := outcome(r); got != s.want || r.Created != s.created {
					t.Errorf("%s:%d: place %s %s %s = %s (created %v), want %s (created %v); trace %+v", fx.Path, s.line, s.user, s.queue, s.app, got, r.Created, s.want, s.created, r.Trace)
				}
			}
		})
	}
}

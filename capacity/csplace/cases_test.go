package csplace

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/internal/golden"
)

// A case file re-expresses one Hadoop placement test as data, one
// directive a line ('#' starts a comment line):
//
//	include FILE                 FILE's directives (a .hier file beside)
//	hadoop 3.4                   the release
//	queues root.a root.b.c       leaves (parents are implied)
//	managed root.m               legacy auto-create parents
//	flexible root.f              auto-queue-creation-v2 parents
//	set KEY VALUE                a property (KEY without yarn.scheduler.capacity. unless it starts with "yarn."; a Go-quoted VALUE is unquoted)
//	acl-enable true|false        yarn.acl.enable of the yarn-site (unset: no yarn-site, the assumption)
//	groups USER g1,g2            the user's groups, primary first
//	variables %a %b              the variables "valid" and "invalid" know
//	valid PATH, invalid PATH     validateQueuePath of one path
//	accepts                      the rules pass the validation at start
//	refuses MESSAGE              one rule fails it, with Hadoop's MESSAGE
//	place USER QUEUE APP -> WANT one submission; WANT is a full path,
//	                             "rejected", "unplaced" (no rule decided),
//	                             "QUEUE (refused)" or "QUEUE (denied)" (the
//	                             ACLs), optionally "+created"
//
// A "set", "acl-enable" or "groups" line applies to the place lines after it; a "set"
// starts a new scheduler (queues created before are gone).
//
// Capacities are filled in so that each parent's children add up to 100;
// they do not change placement.
type caseFile struct {
	prof     hadoop.Profile
	leaves   []string
	managed  []string
	flexible []string
	props    [][2]string
	version  int
	known    map[string]bool // the variables of "variables"
	groups   map[string][]string
	acls     placement.ACLSwitch
	subs     []caseSub
}

type caseSub struct {
	// load is set for "accepts" and "refuses MESSAGE" lines: the rules'
	// validation at start (LoadRefusals) gives no refusal, or one with
	// that message.
	load             string
	line             int
	user, queue, app string
	groups           []string
	want             string
	created          bool
	// props is the file's properties when the line was read: a "set"
	// between two place lines starts a new scheduler.
	props   [][2]string
	acls    placement.ACLSwitch
	version int
	known   map[string]bool
}

func parseCases(t *testing.T, path string, data []byte) caseFile {
	t.Helper()
	cf := caseFile{groups: map[string][]string{}}
	cf.parse(t, path, data)
	return cf
}

// parse reads the directives of data; "include FILE" reads FILE's (a
// path relative to data's directory) in its place.
func (cf *caseFile) parse(t *testing.T, path string, data []byte) {
	t.Helper()
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		verb, rest, _ := strings.Cut(line, " ")
		if verb == "include" {
			inc := filepath.Join(filepath.Dir(path), rest)
			b, err := os.ReadFile(inc)
			if err != nil {
				t.Fatalf("%s:%d: %v", path, i+1, err)
			}
			cf.parse(t, inc, b)
			continue
		}
		if err := cf.directive(verb, rest, i+1); err != nil {
			t.Fatalf("%s:%d: %v", path, i+1, err)
		}
	}
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
		if u, err := strconv.Unquote(v); err == nil {
			v = u
		}
		if !strings.HasPrefix(k, "yarn.") {
			k = capacity.Prefix + k
		}
		cf.props = append(cf.props, [2]string{k, v})
		cf.version++
	case "acl-enable":
		cf.acls = placement.SwitchFrom(rest == "true", true, "yarn-site.xml")
		cf.version++
	case "groups":
		if len(f) == 2 {
			cf.groups[f[0]] = strings.Split(f[1], ",")
		} else {
			cf.groups[f[0]] = nil
		}
	case "variables":
		cf.known = map[string]bool{}
		for _, v := range f {
			cf.known[v] = true
		}
	case "valid", "invalid":
		cf.subs = append(cf.subs, caseSub{line: line, load: verb, want: rest, known: cf.known, props: cf.props, version: cf.version})
	case "accepts", "refuses":
		cf.subs = append(cf.subs, caseSub{line: line, load: verb, want: rest, props: cf.props, version: cf.version})
	case "place":
		before, want, ok := strings.Cut(rest, "->")
		bf := strings.Fields(before)
		if !ok || len(bf) < 2 {
			return fmt.Errorf("want: place USER QUEUE [APP] -> WANT")
		}
		s := caseSub{line: line, user: bf[0], queue: bf[1], want: strings.TrimSpace(want),
			groups: cf.groups[bf[0]], props: cf.props, acls: cf.acls, version: cf.version}
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

// xml writes the capacity-scheduler.xml of the case with props (a later
// value of a key replacing an earlier one).
func (cf caseFile) xml(props [][2]string) []byte {
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
	last := map[string]string{}
	var keys []string
	for _, kv := range props {
		if _, ok := last[kv[0]]; !ok {
			keys = append(keys, kv[0])
		}
		last[kv[0]] = kv[1]
	}
	for _, k := range keys {
		prop(k, last[k])
	}
	b.WriteString("</configuration>\n")
	return []byte(b.String())
}

func escape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}

// outcome says where a result landed, in a case file's words.
func outcome(r placement.Result) string {
	switch {
	case r.Rejected:
		return "rejected"
	case r.Refused:
		return r.Queue + " (refused)"
	case r.Denied():
		return r.Queue + " (denied)"
	case r.Rule == nil:
		return "unplaced"
	}
	return r.Queue
}

// TestPlacementCases runs the case files: Hadoop's placement tests as
// data (testdata/csplace/hadoop) and the scheduler's checks after the rule
// (testdata/csplace/checks).
func TestPlacementCases(t *testing.T) {
	for _, fx := range golden.Fixtures(t, filepath.Join("..", "..", "testdata", "csplace"), ".cases") {
		t.Run(filepath.Base(fx.Path), func(t *testing.T) {
			cf := parseCases(t, fx.Path, fx.Data)
			var e *Engine
			version := -1
			for _, s := range cf.subs {
				if s.version != version {
					c, err := capacity.Read("capacity-scheduler.xml", cf.xml(s.props), cf.prof)
					if err != nil {
						t.Fatal(err)
					}
					e, version = New(c, cf.prof).WithACLs(s.acls), s.version
				}
				switch s.load {
				case "valid", "invalid":
					if msg := e.validateLoad(s.want, s.known); (msg == "") != (s.load == "valid") {
						t.Errorf("%s:%d: validateQueuePath(%q) = %q, want %s", fx.Path, s.line, s.want, msg, s.load)
					}
					continue
				case "accepts", "refuses":
					checkLoad(t, fx.Path, s, LoadRefusals(e.c, cf.prof))
					continue
				}
				r := e.Place(placement.Submission{User: s.user, Groups: s.groups, Queue: s.queue, App: s.app})
				got := outcome(r)
				if got == "unplaced" && s.want != "unplaced" {
					got = r.Queue // a queue asserts where it lands, whoever decided
				}
				if got != s.want || r.Created != s.created {
					t.Errorf("%s:%d: place %s %s %s = %s (created %v), want %s (created %v); trace %+v", fx.Path, s.line, s.user, s.queue, s.app, got, r.Created, s.want, s.created, r.Trace)
				}
			}
		})
	}
}

func checkLoad(t *testing.T, path string, s caseSub, got []Refusal) {
	t.Helper()
	var msgs []string
	for _, r := range got {
		msgs = append(msgs, r.Message)
	}
	switch {
	case s.load == "accepts" && len(got) > 0:
		t.Errorf("%s:%d: LoadRefusals = %q, want none", path, s.line, msgs)
	case s.load == "refuses" && (len(got) != 1 || got[0].Message != s.want):
		t.Errorf("%s:%d: LoadRefusals = %q, want [%q]", path, s.line, msgs, s.want)
	}
}

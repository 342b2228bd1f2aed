package csplace

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
)

// FuzzPlace: reading any capacity-scheduler.xml with any JSON rules file,
// validating its rules and placing any submission never panics, gives the
// same answer twice on a fresh engine, and always says where the
// application goes or why not.
func FuzzPlace(f *testing.F) {
	hier := caseFile{leaves: []string{"root.default", "root.a.x", "root.b.x"}, managed: []string{"root.m"}, flexible: []string{"root.f"}}
	for _, rules := range []string{"u:%user:%user", "g:eng:x,u:%user:m.%user", "u:%user:%secondary_group.%user,u:bob:root"} {
		f.Add(string(hier.xml([][2]string{{capacity.Prefix + "queue-mappings", rules}})), "", "alice", "eng,ops", "default", "app")
	}
	f.Add(string(hier.xml([][2]string{{capacity.Prefix + "mapping-rule-format", "json"}, {capacity.Prefix + "mapping-rule-json-file", "r.json"}})),
		`{"rules":[{"type":"user","matches":"*","policy":"primaryGroupUser","parentQueue":"root.f"},{"type":"group","matches":"ops","policy":"setDefaultQueue","value":"x"}]}`,
		"a.b", "e.ng", "root.default", "%user")
	f.Fuzz(func(t *testing.T, src, rulesFile, user, groups, queue, app string) {
		for _, v := range []hadoop.Version{hadoop.V(3, 3, 6), hadoop.V(3, 4, 0)} {
			prof := hadoop.For(v)
			s := placement.Submission{User: user, Queue: queue, App: app}
			if groups != "" {
				s.Groups = strings.Split(groups, ",")
			}
			a, b := placeOnce(t, src, rulesFile, prof, s), placeOnce(t, src, rulesFile, prof, s)
			if a == nil {
				return
			}
			if a.Queue != b.Queue || a.Rejected != b.Rejected || a.Refused != b.Refused || a.Reason != b.Reason {
				t.Fatalf("two runs differ: %+v and %+v", a, b)
			}
			if !a.Rejected && a.Queue == "" && !a.Refused {
				t.Fatalf("placed nowhere without a reason: %+v", a)
			}
		}
	})
}

func placeOnce(t *testing.T, src, rulesFile string, prof hadoop.Profile, s placement.Submission) *placement.Result {
	c, err := capacity.Read("f.xml", []byte(src), prof)
	if err != nil {
		return nil
	}
	if c.Placement.JSONFile.Raw != "" {
		c.AddMappingFile([]byte(rulesFile), nil)
	}
	LoadRefusals(c, prof)
	r := New(c, prof).Place(s)
	return &r
}

package capacity

import (
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
)

// TestTrapRules: each trap's fact comes on the file it is about, at the
// property that causes it, and not on the file without the trap (lint's
// TestTrapWording words the facts of the first files).
func TestTrapRules(t *testing.T) {
	cluster := resource.Resource{100 * 1024, 100}
	tests := []struct {
		name, release string
		props         []string
		cluster       bool
		rule          string
		line          int32 // the finding's line (property i is on line i+2), 0: no finding
	}{
		{name: "user-limit-factor 1 below the maximum", release: "3.3.6",
			props: []string{"root.queues=a,b", "root.a.capacity=40", "root.a.maximum-capacity=80", "root.b.capacity=60", "root.b.maximum-capacity=60"},
			rule:  "cs-user-limit-factor-one", line: 3},
		{name: "user-limit-factor 2", release: "3.3.6",
			props: []string{"root.queues=a,b", "root.a.capacity=40", "root.a.user-limit-factor=2", "root.b.capacity=60", "root.b.maximum-capacity=60"},
			rule:  "cs-user-limit-factor-one"},
		{name: "user-limit-factor -1 before 3.4", release: "3.3.6",
			props: []string{"root.queues=a", "root.a.capacity=100", "root.a.user-limit-factor=-1"},
			rule:  "cs-user-limit-factor-unusable", line: 4},
		{name: "user-limit-factor -1 in 3.4", release: "3.4.0",
			props: []string{"root.queues=a", "root.a.capacity=100", "root.a.user-limit-factor=-1"},
			rule:  "cs-user-limit-factor-unusable"},
		{name: "user-limit-factor 0", release: "3.4.0",
			props: []string{"root.queues=a", "root.a.capacity=100", "root.a.user-limit-factor=0"},
			rule:  "cs-user-limit-factor-unusable", line: 4},
		{name: "capacity 0 and maximum 0", release: "3.3.6",
			props: []string{"root.queues=a,b", "root.a.capacity=100", "root.b.capacity=0", "root.b.maximum-capacity=0", "root.b.maximum-applications=5"},
			rule:  "cs-zero-capacity", line: 5},
		{name: "capacity 0: maximum applications 0, every submission rejected", release: "3.3.6",
			props: []string{"root.queues=a,b", "root.a.capacity=100", "root.b.capacity=0", "root.b.maximum-capacity=100"},
			rule:  "cs-zero-capacity", line: 4},
		{name: "all of a tiny parent: maximum applications 0", release: "3.4.0",
			props: []string{"root.queues=a,p", "root.a.capacity=99.995", "root.p.capacity=0.005", "root.p.queues=b", "root.p.b.capacity=100"},
			rule:  "cs-zero-capacity", line: 6},
		{name: "tiny capacity: (int)(10000 × 0.00005) is 0", release: "3.3.6",
			props: []string{"root.queues=a,b", "root.a.capacity=99.995", "root.b.capacity=0.005"},
			rule:  "cs-zero-capacity", line: 4},
		{name: "capacity 0 with global-queue-max-application", release: "3.3.6",
			props: []string{"root.queues=a,b", "root.a.capacity=100", "root.b.capacity=0", "global-queue-max-application=10"},
			rule:  "cs-zero-capacity"},
		{name: "capacity 0, maximum 0, stopped", release: "3.3.6",
			props: []string{"root.queues=a,b", "root.a.capacity=100", "root.b.capacity=0", "root.b.maximum-capacity=0", "root.b.state=STOPPED"},
			rule:  "cs-zero-capacity"},
		{name: "restrictive leaf ACL under root's default", release: "3.3.6",
			props: []string{"root.queues=a", "root.a.capacity=100", "root.a.acl_submit_applications=alice"},
			rule:  "cs-open-root-acl", line: 2},
		{name: "restrictive leaf ACL under a closed root", release: "3.3.6",
			props: []string{"root.queues=a", "root.acl_submit_applications= ", "root.acl_administer_queue=yarn", "root.a.capacity=100", "root.a.acl_submit_applications=alice"},
			rule:  "cs-open-root-acl"},
		{name: "no restrictive ACL anywhere", release: "3.3.6",
			props: []string{"root.queues=a", "root.a.capacity=100"},
			rule:  "cs-open-root-acl"},
		{name: "mapping to a queue that does not exist (3.3)", release: "3.3.6",
			props: []string{"root.queues=a", "root.a.capacity=100", "queue-mappings=u:alice:b"},
			rule:  "cs-mapping-unknown-queue", line: 4},
		{name: "mapping to a parent", release: "3.3.6",
			props: []string{"root.queues=p", "root.p.capacity=100", "root.p.queues=x", "root.p.x.capacity=100", "queue-mappings=g:eng:p"},
			rule:  "cs-mapping-unknown-queue", line: 6},
		{name: "mapping to a leaf by its short name", release: "3.3.6",
			props: []string{"root.queues=p", "root.p.capacity=100", "root.p.queues=x", "root.p.x.capacity=100", "queue-mappings=g:eng:x,u:%user:%user"},
			rule:  "cs-mapping-unknown-queue"},
		{name: "mapping to an ambiguous short name (3.4 validates its rules in csplace)", release: "3.4.0",
			props: []string{"root.queues=p,q", "root.p.capacity=50", "root.q.capacity=50", "root.p.queues=x", "root.q.queues=x", "root.p.x.capacity=100", "root.q.x.capacity=100", "queue-mappings=u:bob:x"},
			rule:  "cs-mapping-unknown-queue"},
		{name: "mapping creating queues under a parent without auto-creation", release: "3.3.6",
			props: []string{"root.queues=users", "root.users.capacity=100", "root.users.queues=a", "root.users.a.capacity=100", "queue-mappings=u:%user:root.users.%user"},
			rule:  "cs-mapping-no-auto-creation", line: 6},
		{name: "mapping with a parent to an existing leaf (3.2: found by its short name)", release: "3.2.4",
			props: []string{"root.queues=users", "root.users.capacity=100", "root.users.queues=bob", "root.users.bob.capacity=100", "queue-mappings=u:bob:users.bob"},
			rule:  "cs-mapping-no-auto-creation"},
		{name: "mapping with a wrong parent to an existing leaf (3.1: the parent is not checked)", release: "3.1.4",
			props: []string{"root.queues=users,eng", "root.users.capacity=50", "root.eng.capacity=50", "root.users.queues=bob", "root.users.bob.capacity=100", "queue-mappings=u:bob:eng.bob"},
			rule:  "cs-mapping-no-auto-creation"},
		{name: "mapping with a parent to a parent found by its short name (3.2)", release: "3.2.4",
			props: []string{"root.queues=users", "root.users.capacity=100", "root.users.queues=bob", "root.users.bob.capacity=100", "root.users.bob.queues=x", "root.users.bob.x.capacity=100", "queue-mappings=u:bob:users.bob"},
			rule:  "cs-mapping-unknown-queue", line: 8},
		{name: "mapping with a parent to a queue no queue is named after (3.2)", release: "3.2.4",
			props: []string{"root.queues=users", "root.users.capacity=100", "root.users.queues=bob", "root.users.bob.capacity=100", "queue-mappings=u:carol:users.carol"},
			rule:  "cs-mapping-no-auto-creation", line: 6},
		{name: "mapping creating queues under a managed parent", release: "3.3.6",
			props: []string{"root.queues=users", "root.users.capacity=100", "root.users.auto-create-child-queue.enabled=true", "queue-mappings=u:%user:root.users.%user"},
			rule:  "cs-mapping-no-auto-creation"},
		{name: "leaf and parent share a short name (3.2)", release: "3.2.4",
			props: []string{"root.queues=eng,data", "root.eng.capacity=50", "root.data.capacity=50", "root.data.queues=eng", "root.data.eng.capacity=100", "root.eng.queues=x", "root.eng.x.capacity=100"},
			rule:  "cs-same-name-leaf-parent", line: 6},
		{name: "AM limit of one AM", release: "3.3.6", cluster: true,
			props: []string{"root.queues=a,b", "root.a.capacity=99", "root.b.capacity=1", "root.b.maximum-capacity=1", "root.b.maximum-am-resource-percent=0.05"},
			rule:  "cs-am-limit-below-one-am", line: 6},
		{name: "AM limit of two AMs", release: "3.3.6", cluster: true,
			props: []string{"root.queues=a,b", "root.a.capacity=98", "root.b.capacity=2", "root.b.maximum-capacity=2", "root.b.maximum-am-resource-percent=1"},
			rule:  "cs-am-limit-below-one-am"},
		{name: "guarantee below one container", release: "3.3.6", cluster: true,
			props: []string{"root.queues=a,b", "root.a.capacity=99.5", "root.b.capacity=0.5"},
			rule:  "cs-guarantee-below-container", line: 4},
		{name: "cluster rules need a cluster", release: "3.3.6",
			props: []string{"root.queues=a,b", "root.a.capacity=99.5", "root.b.capacity=0.5"},
			rule:  "cs-guarantee-below-container"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := mustRead(t, tt.release, tt.props...)
			var on resource.Resource
			if tt.cluster {
				on = cluster
			}
			var got []diag.Finding
			for _, f := range allFindings(c, profile(t, tt.release), on) {
				if f.Rule == tt.rule {
					got = append(got, f)
				}
			}
			if tt.line == 0 {
				if len(got) > 0 {
					t.Fatalf("unexpected %+v", got)
				}
				return
			}
			if len(got) != 1 || got[0].Pos.Line != tt.line {
				t.Fatalf("findings %+v, want one at line %d", got, tt.line)
			}
		})
	}
}

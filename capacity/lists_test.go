package capacity

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestOpenRootACLGroupsQueues: the restrictive ACLs under one open ACL are
// one fact, which lists every queue in file order (lint's wording names
// three and counts the rest).
func TestOpenRootACLGroupsQueues(t *testing.T) {
	props := []string{"root.acl_submit_applications=*"}
	var names, paths []string
	for i := range 10 {
		n := fmt.Sprintf("q%d", i)
		names, paths = append(names, n), append(paths, "root."+n)
		props = append(props, "root."+n+".capacity=10", "root."+n+".acl_submit_applications=alice")
	}
	props = append(props, "root.queues="+strings.Join(names, ","))
	fs := slices.Collect(OpenRootACL(mustRead(t, "3.3.6", props...)))
	if len(fs) != 1 {
		t.Fatalf("%d facts, want 1: %+v", len(fs), fs)
	}
	if f := fs[0]; f.Kind != FactOpenSubmitACL || f.Queue != "root" || f.Name != "acl_submit_applications" || f.Default || !slices.Equal(f.Queues, paths) {
		t.Errorf("fact %+v, want root's open acl_submit_applications over %v", f, paths)
	}
}

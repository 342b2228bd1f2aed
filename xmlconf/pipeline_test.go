package xmlconf

import (
	"reflect"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/internal/golden"
)

// TestPipelineReadsAsInline checks that the two ways of feeding the
// reader — token by token on one goroutine (small files) and in batches
// from a tokenizer goroutine (pipelineFrom and up) — read every file of
// testdata/fair-scheduler the same: the same tree and the same findings.
func TestPipelineReadsAsInline(t *testing.T) {
	for _, f := range golden.Fixtures(t, "../testdata/fair-scheduler", ".xml") {
		inline, inlineIssues := parseFedBy(f.Data, len(f.Data)+1)
		piped, pipedIssues := parseFedBy(f.Data, 0)
		if !reflect.DeepEqual(inlineIssues, pipedIssues) {
			t.Errorf("%s: findings differ:\ninline %v\npiped  %v", f.Path, inlineIssues, pipedIssues)
		}
		if !sameTrees(f.Data, inline, piped) {
			t.Errorf("%s: the queue trees differ", f.Path)
		}
	}
}

// parseFedBy parses src with pipelineFrom set to from.
func parseFedBy(src []byte, from int) (*Allocations, []diag.Finding) {
	saved := pipelineFrom
	defer func() { pipelineFrom = saved }()
	pipelineFrom = from
	a := Parse(src, Options{})
	return a, withFacts(a)
}

// sameTrees reports whether a and b, two readings of src, hold the same
// queues. A tree with a NaN setting is not equal to itself: such a tree
// (one that differs from a second inline reading too) is compared by its
// queues' names and positions.
func sameTrees(src []byte, a, b *Allocations) bool {
	if reflect.DeepEqual(a.Queues(), b.Queues()) {
		return true
	}
	again, _ := parseFedBy(src, len(src)+1)
	if reflect.DeepEqual(a.Queues(), again.Queues()) {
		return false
	}
	qa, qb := a.Queues(), b.Queues()
	if len(qa) != len(qb) {
		return false
	}
	for i := range qa {
		if qa[i].FullName != qb[i].FullName || qa[i].Pos != qb[i].Pos {
			return false
		}
	}
	return true
}

package xmlconf

import (
	"github.com/beevik/etree"
)

// The reader's own limits. Hadoop has none, but it parses queues
// recursively and keeps every full name: a file nested thousands of levels
// deep can make its loader fail with a StackOverflowError, and the full names
// of a deep or wide tree of long names grow quadratically with the file.
const (
	// MaxQueueDepth is how deeply fairsched nests queue elements.
	MaxQueueDepth = 1000
	// fullNameBase plus fullNamePerByte per byte of input is how many bytes
	// of full queue names fairsched builds before it stops reading queues.
	fullNameBase    = 64 << 20
	fullNamePerByte = 16
)

func fullNameBudget(srcLen int) int { return fullNameBase + fullNamePerByte*srcLen }

// checkDepth reports, once, a queue element nested deeper than
// MaxQueueDepth; such elements and their subtrees are not read.
func (p *parser) checkDepth(el *etree.Element, parentFull string) bool {
	if p.depth < MaxQueueDepth {
		return true
	}
	p.limitOnce(Fact{Pos: p.pos(el), Kind: FactQueuesTooDeep, Queue: parentFull, Element: tagOf(el), Count: MaxQueueDepth, Outcome: Ignored})
	return false
}

// spendName accounts for a new full queue name and reports, once, when the
// names of the file together go over the reader's budget.
func (p *parser) spendName(el *etree.Element, full string) bool {
	p.nameBudget -= len(full)
	if p.nameBudget >= 0 {
		return true
	}
	p.limitOnce(Fact{Pos: p.pos(el), Kind: FactNamesOverBudget, Element: tagOf(el), Outcome: Ignored})
	return false
}

// limitOnce records the first fact of input beyond what the reader reads.
func (p *parser) limitOnce(f Fact) {
	if p.limitHit {
		return
	}
	p.limitHit = true
	p.fact(f)
}

package xmlconf

import (
	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// Options are the facts about the cluster that change how a file is read.
type Options struct {
	// Types are the resource types the ResourceManager knows (yarn.resource-types).
	// Empty means memory-mb and vcores only.
	Types resource.ResourceTypes
	// Hadoop is the release whose behaviour the reader reproduces; the zero
	// Profile means hadoop.Default.
	Hadoop hadoop.Profile
}

// profile returns o.Hadoop, or the default release's profile when unset.
func (o Options) profile() hadoop.Profile {
	if o.Hadoop.Version == (hadoop.Version{}) {
		return hadoop.DefaultProfile()
	}
	return o.Hadoop
}

// Parse reads an allocation file the way the release opts.Hadoop (by
// default hadoop.Default) does. It never fails: it returns as much of the
// model as it could build (always with a root queue, and with root.default
// in the releases that create it at start-up); what it finds (XML that is
// not well formed included) is in the model's Facts, in the order found.
// src is never modified.
func Parse(src []byte, opts Options) *Allocations {
	types := opts.Types
	if len(types) == 0 {
		types = resource.DefaultResourceTypes
	}
	d := read(src)
	p := &parser{spans: spanCursor{t: d.spans}, queues: &d.queues, amShares: d.amShares, types: types, prof: opts.profile(), nameBudget: fullNameBudget(len(src))}
	if d.malformed != nil {
		p.fact(*d.malformed)
	}
	a := newAllocations(types)
	a.Hadoop = p.prof
	a.Doc, a.Comments, a.spans = d.doc, d.comments, d.spans
	a.AfterRoot = d.afterRoot
	if d.doctype != nil {
		a.Doctype = d.doctype.pos
		p.reportDoctype(d.doctype)
	}
	top := p.topLevel(d.doc.Root(), a)
	a.Root = p.buildTree(top)
	p.rootDefaults(a)
	fillTopDefaults(a)
	a.settle(p.queues.next + 2) // the queue elements read, root and root.default
	a.Facts = p.facts.all()
	return a
}

// parser carries what every step of the interpretation needs.
type parser struct {
	facts  factLog
	spans  spanCursor
	queues *queuePool
	// extrasSlab holds the QueueExtras of the queues that set one.
	extrasSlab slab[QueueExtras]
	// names holds the full queue names; decls the first Decl of each
	// queue (see oneDecl).
	names nameArena
	decls []Decl
	// sources are where the Fields of the file were written.
	sources slab[Source]
	// readAsDetails are the FactDetails of deprecated names (see readAs).
	readAsDetails map[string]*FactDetail
	// unknowns are the UnknownElements of the facts (see unknown).
	unknowns map[unknownKey]*UnknownElement
	types    resource.ResourceTypes
	prof     hadoop.Profile // the release being reproduced
	users    map[string]Pos // first <user> element of each name
	// deferred are the root-default elements converted after the queues.
	deferred []*etree.Element
	// amShare lists the full names that got a maxAMShare so far: Hadoop
	// checks its map, so an earlier declaration of the same queue counts.
	amShare map[string]bool
	// amShares is how many maxAMShare elements the queue elements have.
	amShares int
	// depth is the nesting of the queue element being read; nameBudget the
	// bytes of full queue names still allowed (see limits.go).
	depth      int
	nameBudget int
	limitHit   bool

	lastEl  *etree.Element
	lastPos Pos

	suggested map[suggestKey]string // see suggest
}

// pos returns the position of an element. The value readers ask for the
// same element several times in a row, so the last answer is kept.
func (p *parser) pos(el *etree.Element) Pos {
	if el != p.lastEl {
		p.lastEl, p.lastPos = el, p.spans.start(el)
	}
	return p.lastPos
}

func (p *parser) reportDoctype(dt *doctype) {
	p.fact(Fact{Pos: dt.pos, Kind: FactDoctype, Element: "!DOCTYPE", Value: dt.dtd, Outcome: Kept,
		FactDetail: &FactDetail{Entities: dt.external, Markup: dt.markup}})
}

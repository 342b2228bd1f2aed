package diff

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// matchFindings sorts the findings of both sides: a finding of new whose
// fingerprint an old finding has too is unchanged, the others are
// introduced; the old findings left unmatched are fixed.
func matchFindings(old, new Side) Findings {
	return matchByFingerprint(old.Findings, new.Findings, Fingerprints(old.Config, old.Findings), Fingerprints(new.Config, new.Findings))
}

// matchByFingerprint sorts old and new findings by their fingerprints
// (oldFP[i] is old[i]'s): a new finding whose fingerprint an old one has
// too is unchanged, the others are introduced; the old ones left
// unmatched are fixed.
func matchByFingerprint(old, new []diag.Finding, oldFP, newFP []string) Findings {
	pending := map[string][]int{}
	for i, fp := range oldFP {
		pending[fp] = append(pending[fp], i)
	}
	f := Findings{Introduced: []diag.Finding{}, Fixed: []diag.Finding{}, Unchanged: []diag.Finding{}}
	matched := make([]bool, len(oldFP))
	for i, fp := range newFP {
		if q := pending[fp]; len(q) > 0 {
			matched[q[0]], pending[fp] = true, q[1:]
			f.Unchanged = append(f.Unchanged, new[i])
			continue
		}
		f.Introduced = append(f.Introduced, new[i])
	}
	for i, m := range matched {
		if !m {
			f.Fixed = append(f.Fixed, old[i])
		}
	}
	return f
}

// Fingerprints returns, for every finding of one file, a key that does not
// change when unrelated parts of the file are edited or lines shift: the
// rule, the queue, the path of the element the finding points at (queues
// and users by name, other repeated elements by their rank among
// same-named siblings), the setting the finding names (its Key: an
// attribute, element or property name, set by the rule from the facts it
// was given) and the rank of the finding among those sharing all that.
// Neither the message text, the values, nor a line number is part of it.
func Fingerprints(a *xmlconf.Allocations, ds []diag.Finding) []string {
	out := make([]string, len(ds))
	if len(ds) == 0 {
		return out
	}
	paths := &pathIndex{a: a}
	seen := map[string]int{}
	for i, d := range ds {
		key := d.Rule + "\x00" + d.Queue + "\x00" + paths.of(d) + "\x00" + d.Key
		seen[key]++
		out[i] = key + "\x00" + strconv.Itoa(seen[key])
	}
	return out
}

// pathIndex finds the innermost element containing a position: first
// among the declarations of the finding's queue, which is where nearly
// every finding points, else in an index of every element, built on first
// use.
type pathIndex struct {
	a     *xmlconf.Allocations
	built bool
	elems []*etree.Element // document order
	spans []xmlconf.Span
}

// of returns the element path of a finding's position.
func (x *pathIndex) of(d diag.Finding) string {
	if x.a == nil || !d.Pos.IsValid() {
		return ""
	}
	if q := x.a.Find(d.Queue); q != nil && d.Queue != "" {
		for k, decl := range q.Decls {
			if e := x.within(decl.Element, d.Pos); e != nil {
				// The queue's full name is in the fingerprint already: the
				// path from its declaration is enough.
				return "decl[" + strconv.Itoa(k+1) + "]/" + pathFrom(decl.Element, e)
			}
		}
	}
	if !x.built {
		x.build()
	}
	return x.at(d.Pos)
}

// within returns the innermost element at or below el whose span holds p,
// nil when el's does not.
func (x *pathIndex) within(el *etree.Element, p xmlconf.Pos) *etree.Element {
	if el == nil {
		return nil
	}
	sp := x.a.Span(el)
	if sp.Start == p {
		return el // no child starts where its parent does
	}
	if !sp.Contains(p) {
		return nil
	}
	for _, c := range el.ChildElements() {
		if e := x.within(c, p); e != nil {
			return e
		}
	}
	return el
}

// build indexes every element of the document with its span.
func (x *pathIndex) build() {
	x.built = true
	a := x.a
	if a.Doc == nil {
		return
	}
	var walk func(el *etree.Element)
	walk = func(el *etree.Element) {
		x.elems = append(x.elems, el)
		x.spans = append(x.spans, a.Span(el))
		for _, c := range el.ChildElements() {
			walk(c)
		}
	}
	for _, el := range a.Doc.ChildElements() {
		walk(el)
	}
}

// at returns the path of the innermost element whose span holds p, "" when
// none does (a finding about the whole file). Elements are in document
// order, so the last one starting at or before p is the innermost
// candidate; its ancestors are tried when it ended before p.
func (x *pathIndex) at(p xmlconf.Pos) string {
	if !p.IsValid() {
		return ""
	}
	i := sort.Search(len(x.spans), func(i int) bool { return after(x.spans[i].Start, p) }) - 1
	if i < 0 {
		return ""
	}
	for e := x.elems[i]; e != nil && e.Tag != ""; e = e.Parent() {
		if sp := x.a.Span(e); sp.Start == p || sp.Contains(p) {
			return elementPath(e)
		}
	}
	return elementPath(x.elems[i])
}

func after(a, b xmlconf.Pos) bool {
	return a.Line > b.Line || a.Line == b.Line && a.Col > b.Col
}

// pathFrom names el below top ("" for top itself).
func pathFrom(top, el *etree.Element) string {
	if el == top {
		return ""
	}
	var parts []string
	for e := el; e != nil && e != top; e = e.Parent() {
		parts = append(parts, step(e))
	}
	slices.Reverse(parts)
	return strings.Join(parts, "/")
}

// elementPath names el from the document root: "allocations/queue[eng]/
// queue[adhoc]/weight[1]".
func elementPath(el *etree.Element) string {
	var parts []string
	for e := el; e != nil && e.Tag != ""; e = e.Parent() {
		parts = append(parts, step(e))
	}
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return strings.Join(parts, "/")
}

// step names one element among its siblings: by name attribute when it has
// one, else by its rank among siblings with the same tag.
func step(e *etree.Element) string {
	tag := e.FullTag()
	if n := e.SelectAttr("name"); n != nil {
		return tag + "[" + strconv.Quote(n.Value) + "]"
	}
	rank := 1
	if p := e.Parent(); p != nil {
		for _, s := range p.ChildElements() {
			if s == e {
				break
			}
			if s.FullTag() == tag && s.SelectAttr("name") == nil {
				rank++
			}
		}
	}
	return tag + "[" + strconv.Itoa(rank) + "]"
}

package yarnsite

import "hash/maphash"

// index finds a stored property by name. It is a hash table of small
// slots that hold no pointers: a 100,000-queue capacity-scheduler.xml
// stores 300,000 properties, and a Go map of them is about 20 MB that
// every insertion reaches at random and the garbage collector scans,
// which made storing them cost more than reading the XML. A slot holds
// where the property is in props and a part of its hash, so that a probe
// compares a name only when the hashes agree.
type index struct {
	slots []slot // a power of two, at most half full
	props []*Property
}

type slot struct {
	at  uint32 // 1 + the property's place in props; 0: an empty slot
	tag uint32 // the high half of the name's hash
}

// indexSeed seeds the hash of every index.
var indexSeed = maphash.MakeSeed()

// minSlots is the smallest table.
const minSlots = 16

// newIndex returns an index with room for about n properties before it
// grows.
func newIndex(n int) index {
	size := minSlots
	for size < 2*n {
		size *= 2
	}
	return index{slots: make([]slot, size)}
}

// find returns the slot of name (the one holding it, or the empty one
// where it would go) and the name's tag. It writes nothing, so that one
// Config can be read from several goroutines (lint's files at once).
func (x *index) find(name string) (*slot, uint32) {
	h := maphash.String(indexSeed, name)
	tag, mask := uint32(h>>32), uint64(len(x.slots)-1)
	for i := h & mask; ; i = (i + 1) & mask {
		s := &x.slots[i]
		if s.at == 0 || s.tag == tag && x.props[s.at-1].Name == name {
			return s, tag
		}
	}
}

// get returns the property called name.
func (x *index) get(name string) (*Property, bool) {
	if len(x.props) == 0 {
		return nil, false
	}
	s, _ := x.find(name)
	if s.at == 0 {
		return nil, false
	}
	return x.props[s.at-1], true
}

// put stores p under its name and returns the property it replaces, if
// any.
func (x *index) put(p *Property) (old *Property) {
	if len(x.slots) == 0 {
		*x = newIndex(0)
	}
	s, tag := x.find(p.Name)
	if s.at != 0 {
		old = x.props[s.at-1]
		x.props[s.at-1] = p
		return old
	}
	x.props = append(x.props, p)
	s.at, s.tag = uint32(len(x.props)), tag
	if 2*len(x.props) > len(x.slots) {
		x.grow()
	}
	return nil
}

// grow doubles the table.
func (x *index) grow() {
	old := x.slots
	x.slots = make([]slot, 2*len(old))
	mask := uint64(len(x.slots) - 1)
	for _, s := range old {
		if s.at == 0 {
			continue
		}
		h := maphash.String(indexSeed, x.props[s.at-1].Name)
		i := h & mask
		for x.slots[i].at != 0 {
			i = (i + 1) & mask
		}
		x.slots[i] = slot{at: s.at, tag: uint32(h >> 32)}
	}
}

// len is how many names are stored.
func (x *index) len() int { return len(x.props) }

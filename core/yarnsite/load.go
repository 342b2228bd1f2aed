package yarnsite

import (
	"strings"

	"github.com/fairsched/fairsched/core/javanum"
)

// load stores a finished <property> the way Configuration.loadProperty
// does: a property without a value sets nothing (but final= still counts),
// and once a name is final later definitions are ignored.
func (c *Config) load(p *pending) {
	if !p.hasName {
		return
	}
	name := p.name
	if p.hasValue {
		c.store(p, name)
	}
	if p.final {
		c.final[name] = true
	}
	if !p.final && strings.EqualFold(javanum.JavaTrim(p.finalRaw), "true") {
		c.unread = append(c.unread, &ValueError{Key: name, Pos: p.pos, Kind: FinalNotTrue, Value: p.finalRaw})
	}
}

func (c *Config) store(p *pending, name string) {
	if c.final[name] {
		old, _ := c.names.get(name)
		if old != nil && old.Raw != p.value {
			c.facts = append(c.facts, Fact{Kind: FactFinalOverride, Pos: p.pos, Key: name, Value: p.value, Final: old.Pos})
		}
		return
	}
	prop := c.newProperty()
	*prop = Property{Name: name, Raw: p.value, Final: p.final, Pos: p.pos}
	// One probe of the index per property (a file of 100,000 queues has
	// 300,000).
	if c.names.put(prop) != nil {
		c.dropFromOrder(name)
	}
	c.order = append(c.order, prop)
}

// dropFromOrder removes the earlier definition of name from c.order, which
// holds one definition of each name.
func (c *Config) dropFromOrder(name string) {
	for i, q := range c.order {
		if q.Name == name {
			c.order = append(c.order[:i], c.order[i+1:]...)
			return
		}
	}
}

// Properties returns the properties Hadoop keeps, in the order of their
// (winning) definitions in the file.
func (c *Config) Properties() []*Property { return append([]*Property(nil), c.order...) }

// Property returns the stored property called name.
func (c *Config) Property(name string) (*Property, bool) {
	return c.names.get(name)
}

// propertySlab is how many Properties newProperty allocates at once.
const propertySlab = 256

// newProperty returns a zero Property from a slab: one allocation for many
// properties of a large file.
func (c *Config) newProperty() *Property {
	if len(c.slab) == 0 {
		c.slab = make([]Property, propertySlab)
	}
	p := &c.slab[0]
	c.slab = c.slab[1:]
	return p
}

// Values returns every stored property's value as written (before ${var}
// substitution and trimming), by name: what a scheduler configuration
// store holds when this file seeds it.
func (c *Config) Values() map[string]string {
	out := make(map[string]string, c.names.len())
	for _, p := range c.names.props {
		out[p.Name] = p.Raw
	}
	return out
}

package render

import (
	"math"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/xmlconf"
)

// configured formats a resource setting as written: absolute values the way
// YARN's docs write them, percentages per resource type.
func configured(c xmlconf.ConfigurableResource, types xmlconf.ResourceTypes) string {
	if !c.IsPercent() {
		return c.Absolute.Format(types)
	}
	parts := make([]string, 0, len(c.Percent))
	for i, f := range c.Percent {
		if i < len(types) {
			parts = append(parts, strconv.FormatFloat(f*100, 'g', -1, 64)+"% "+types[i])
		}
	}
	return strings.Join(parts, ", ")
}

// resourceJSON is a Resource as the JSON object of every type's value, in
// the types' order (memory-mb, vcores, custom types). It marshals itself:
// a map would cost a sort and reflection per queue on 100,000-queue trees.
type resourceJSON struct {
	r     xmlconf.Resource
	types xmlconf.ResourceTypes
}

func resourceMap(r xmlconf.Resource, types xmlconf.ResourceTypes) resourceJSON {
	return resourceJSON{r: r, types: types}
}

// MarshalJSON writes {"memory-mb": 1024, "vcores": 2, ...}.
func (j resourceJSON) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 16*len(j.types)+2)
	b = append(b, '{')
	for i, t := range j.types {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendQuote(b, t)
		b = append(b, ':')
		b = strconv.AppendInt(b, j.r.Get(i), 10)
	}
	return append(b, '}'), nil
}

// appendPercent appends v as a percentage of total with one decimal, or
// "-" when the total is not positive.
func appendPercent(b []byte, v, total int64) []byte {
	if total <= 0 {
		return append(b, '-')
	}
	return append(strconv.AppendFloat(b, float64(v)*100/float64(total), 'f', 1, 64), '%')
}

// appendCount appends an amount, "unlimited" for Long.MAX_VALUE.
func appendCount(b []byte, v int64) []byte {
	if v == math.MaxInt64 {
		return append(b, "unlimited"...)
	}
	return strconv.AppendInt(b, v, 10)
}

// appendResource appends r.Format(types) without building strings: "1024
// mb, 2 vcores, yarn.io/gpu=1", "unlimited" for Long.MAX_VALUE, entries
// without a type name left out. TestAppendResource holds it to Format.
func appendResource(b []byte, r xmlconf.Resource, types xmlconf.ResourceTypes) []byte {
	n := 0
	for i, v := range r {
		if i > 1 && i >= len(types) {
			continue
		}
		if n++; n > 1 {
			b = append(b, ", "...)
		}
		if i > 1 {
			b = append(append(b, types[i]...), '=')
		}
		b = appendCount(b, v)
		switch i {
		case 0:
			b = append(b, " mb"...)
		case 1:
			b = append(b, " vcores"...)
		}
	}
	return b
}

func weight(w float32) string { return strconv.FormatFloat(float64(w), 'g', -1, 32) }

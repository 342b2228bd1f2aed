package xmlconf

import (
	"fmt"
	"strings"
)

// ParseCluster reads a cluster size written in the allocation file's
// resource grammar ("16384 mb, 16 vcores" or
// "memory-mb=16384,vcores=16,yarn.io/gpu=4"). Resource names used in the
// new style that types does not know are added to the returned types, so a
// custom type can be declared just by naming it. Percentages are refused:
// a cluster size is absolute. Types the string leaves out are 0.
func ParseCluster(s string, types ResourceTypes) (ResourceTypes, Resource, error) {
	s = JavaTrim(s)
	if len(types) == 0 {
		types = DefaultResourceTypes
	}
	if strings.Contains(s, "=") {
		types = WithCustom(append(types[2:], newStyleNames(s)...)...)
	}
	c, err := ParseResource(s, 0, types)
	if err != nil {
		return types, nil, err
	}
	if c.IsPercent() {
		return types, nil, fmt.Errorf("cluster size %q is a percentage; give absolute amounts such as \"16384 mb, 16 vcores\"", s)
	}
	return types, c.Absolute, nil
}

// newStyleNames lists the names of "name=value" pieces, in order.
func newStyleNames(s string) []string {
	var out []string
	for _, piece := range strings.Split(s, ",") {
		if name, _, ok := strings.Cut(piece, "="); ok {
			out = append(out, strings.TrimSpace(name))
		}
	}
	return out
}

package yarnsite

import "sort"

// FromMap returns a Config holding the key/value pairs of m as properties,
// as Hadoop's Configuration holds values given with set(): the settings of
// a simulate load and of --set, read with the same typed getters (Java's
// number and boolean rules, ${var} substitution) as a yarn-site.xml. The
// properties have no position; name labels the Config in messages.
func FromMap(name string, m map[string]string) *Config {
	c := newConfig(name)
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		p := &Property{Name: k, Raw: m[k]}
		c.names.put(p)
		c.order = append(c.order, p)
	}
	return c
}

// FromPairs returns a Config holding the name/value pairs in their order,
// as a Configuration given them with set(): the properties a
// ResourceManager serves (GET scheduler-conf), which have no file. Each
// property's Pos is its rank in the list (line i+1, column 1), so readers
// that tell a set property by its position work as on a file; a name
// given twice keeps its last value.
func FromPairs(name string, pairs [][2]string) *Config {
	c := newConfig(name)
	for i, kv := range pairs {
		p := &Property{Name: kv[0], Raw: kv[1], Pos: Pos{Line: int32(min(i+1, 1<<31-1)), Col: 1}}
		if c.names.put(p) != nil {
			c.dropFromOrder(kv[0])
		}
		c.order = append(c.order, p)
	}
	return c
}

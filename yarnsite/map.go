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
		c.props[k] = p
		c.order = append(c.order, p)
	}
	return c
}

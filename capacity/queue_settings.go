package capacity

import "iter"

// Settings are a queue's (or a template's) properties other than its
// capacities, by suffix ("maximum-applications", "user-limit-factor",
// "state", ...), in the order they were set, one per suffix. A queue sets a
// few: a short list searched in order costs a tenth of a map's memory (a
// 100,000-queue file's maps were 50 MB) and no hashing.
type Settings []NamedSetting

// NamedSetting is one of Settings: the property's suffix and its value.
type NamedSetting struct {
	Suffix string
	Setting
}

// Lookup returns the setting of suffix and whether it is set.
func (s Settings) Lookup(suffix string) (Setting, bool) {
	for i := range s {
		if s[i].Suffix == suffix {
			return s[i].Setting, true
		}
	}
	return Setting{}, false
}

// Get returns the setting of suffix, the zero Setting when it is unset.
func (s Settings) Get(suffix string) Setting {
	v, _ := s.Lookup(suffix)
	return v
}

// Has reports whether suffix is set.
func (s Settings) Has(suffix string) bool {
	_, ok := s.Lookup(suffix)
	return ok
}

// Set sets suffix to v, in place of an earlier value.
func (s *Settings) Set(suffix string, v Setting) {
	for i := range *s {
		if (*s)[i].Suffix == suffix {
			(*s)[i].Setting = v
			return
		}
	}
	*s = append(*s, NamedSetting{Suffix: suffix, Setting: v})
}

// All yields every suffix and its setting, in the order they were set.
func (s Settings) All() iter.Seq2[string, Setting] {
	return func(yield func(string, Setting) bool) {
		for _, n := range s {
			if !yield(n.Suffix, n.Setting) {
				return
			}
		}
	}
}

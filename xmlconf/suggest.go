package xmlconf

import "github.com/fairsched/fairsched/internal/suggest"

// suggestName returns the known name closest to name, or "" when none is
// close (fairsched's one did-you-mean, internal/suggest).
func suggestName(name string, known []string) string {
	return suggest.Closest(name, known)
}

// suggestKey is a name and the list of known names it is matched against,
// which is told by its first element's address and its length: the lists
// are built once (package-level or the parser's own), and the memo keeps
// each one alive, so an address is never reused for another list.
type suggestKey struct {
	name  string
	known *string
	n     int
}

// suggest is suggestName remembered for the parse: a file repeats the
// same misspelt element in many queues, and each suggestion compares the
// name with every known one.
func (p *parser) suggest(name string, known []string) string {
	if len(known) == 0 {
		return ""
	}
	k := suggestKey{name, &known[0], len(known)}
	s, ok := p.suggested[k]
	if !ok {
		s = suggestName(name, known)
		if p.suggested == nil {
			p.suggested = map[suggestKey]string{}
		}
		p.suggested[k] = s
	}
	return s
}

package lint

// All lists every rule, sorted by ID. The list is written out: no init()
// registration and no code generation.
var All = []*Rule{}

// ByID returns the rule with the given ID, or nil.
func ByID(id string) *Rule {
	for _, r := range All {
		if r.ID == id {
			return r
		}
	}
	return nil
}

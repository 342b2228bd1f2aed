package render

import (
	"math"
	"strconv"
)

// open appends the start of node i's object, indented at depth, up to and
// including the opening of its children array ("[]" when it has none).
func (j *sharesJSON) open(b []byte, i, depth int) []byte {
	t, s, nd := j.v.Tree, j.v.Shares, &j.v.Tree.Nodes[i]
	in := depth + 1
	b = append(newline(append(b, '{'), in), `"name": `...)
	b = appendJSONString(b, nd.Name)
	kind := "leaf"
	if nd.N > 0 || nd.Queue != nil && !nd.Queue.IsLeaf() {
		kind = "parent"
	}
	b = appendJSONString(field(b, in, "type"), kind)
	b = appendJSONString(field(b, in, "policy"), string(nd.Policy))
	b = appendJSONWeight(field(b, in, "weight"), nd.Weight)
	b = j.resource(field(b, in, "minShare"), in, t.MinOf(i))
	b = j.resource(field(b, in, "maxShare"), in, t.MaxOf(i))
	b = strconv.AppendBool(field(b, in, "active"), s.Active[i])
	if why := t.WhyInactive(s, i); why != "" {
		b = appendJSONString(field(b, in, "inactiveReason"), string(why))
	}
	if j.v.created(i) {
		b = append(field(b, in, "createdBySubmission"), "true"...)
	}
	if nd.CannotRun != "" {
		b = appendJSONString(field(b, in, "cannotRunReason"), nd.CannotRun)
	}
	b = j.resource(field(b, in, "steadyFairShare"), in, s.SteadyOf(i))
	b = j.resource(field(b, in, "instantaneousFairShare"), in, s.InstantaneousOf(i))
	b = j.binding(field(b, in, "binding"), in, i)
	if b = field(b, in, "children"); nd.N == 0 {
		return append(b, "[]"...)
	}
	return append(b, '[')
}

// close appends the end of node i's object, opened at depth.
func (j *sharesJSON) close(b []byte, i, depth int) []byte {
	if j.v.Tree.Nodes[i].N > 0 {
		b = append(newline(b, depth+1), ']')
	}
	return append(newline(b, depth), '}')
}

// field appends a comma and the key of the next member of an object whose
// members are at depth.
func field(b []byte, depth int, key string) []byte {
	b = append(newline(append(b, ','), depth), '"')
	return append(append(b, key...), `": `...)
}

// binding appends node i's binding object at depth: the reasons of the
// first type, then every type's [steady, instantaneous] by type name.
func (j *sharesJSON) binding(b []byte, depth, i int) []byte {
	s, in := j.v.Shares, depth+1
	b = append(newline(append(b, '{'), in), `"steady": `...)
	b = appendJSONString(b, string(s.SteadyBinding(i, 0)))
	b = appendJSONString(field(b, in, "instantaneous"), string(s.InstantaneousBinding(i, 0)))
	b = field(b, in, "byResource")
	if len(j.byResource) == 0 {
		b = append(b, "{}"...)
		return append(newline(b, depth), '}')
	}
	b = append(b, '{')
	for k, typ := range j.byResource {
		if k > 0 {
			b = append(b, ',')
		}
		b = append(append(newline(b, in+1), j.mapKeys[k]...), ": ["...)
		b = appendJSONString(newline(b, in+2), string(s.SteadyBinding(i, typ)))
		b = appendJSONString(newline(append(b, ','), in+2), string(s.InstantaneousBinding(i, typ)))
		b = append(newline(b, in+1), ']')
	}
	b = append(newline(b, in), '}')
	return append(newline(b, depth), '}')
}

// appendJSONWeight appends a weight, null when JSON cannot hold it.
func appendJSONWeight(b []byte, w float32) []byte {
	if math.IsNaN(float64(w)) || math.IsInf(float64(w), 0) {
		return append(b, "null"...)
	}
	return appendJSONFloat32(b, w)
}

package render

import (
	"bytes"
	"encoding/json"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
)

// SharesJSON writes the shares as one object matching
// schema/shares.schema.json: schemaVersion, cluster, active (leaf full
// names) and the root queue with its children, laid out as writeJSON lays
// out any value. It streams the tree one queue at a time. A weight JSON
// cannot hold (NaN or an infinity, which Hadoop accepts) is null.
func SharesJSON(w io.Writer, v SharesView, active []string) error {
	j := newSharesJSON(w, v)
	j.buf = append(j.buf, "{\n  \"schemaVersion\": 1,\n  \"cluster\": "...)
	j.buf = j.resource(j.buf, 1, v.Cluster)
	j.buf = append(j.buf, ",\n  \"active\": "...)
	j.strings(1, active)
	if len(v.Refused) > 0 {
		j.buf = append(j.buf, ",\n  \"refused\": "...)
		j.buf = appendIndented(j.buf, refusalsJSON(v.Refused))
	}
	if notes := sharesNotesJSON(v); len(notes) > 0 {
		j.buf = append(j.buf, ",\n  \"notes\": "...)
		j.buf = appendIndented(j.buf, notes)
	}
	j.buf = append(j.buf, ",\n  \"root\": "...)
	j.tree()
	j.buf = append(j.buf, "\n}\n"...)
	return j.flush(0)
}

// appendIndented appends v as writeJSON writes it one level deep.
func appendIndented(b []byte, v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("  ", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err) // only called with values that always encode
	}
	return append(b, bytes.TrimSuffix(buf.Bytes(), []byte{'\n'})...)
}

// sharesJSON writes the queues of SharesJSON.
type sharesJSON struct {
	chunkWriter
	v SharesView
	// keys are the types' keys in a resource object, quoted.
	keys [][]byte
	// byResource lists the types in the key order of the byResource map
	// (sorted; the last of equal names) and mapKeys their quoted names.
	byResource []int
	mapKeys    [][]byte
}

func newSharesJSON(w io.Writer, v SharesView) *sharesJSON {
	j := &sharesJSON{chunkWriter: newChunkWriter(w), v: v}
	for i, t := range v.Types {
		j.keys = append(j.keys, appendJSONString(nil, t))
		if k := slices.IndexFunc(j.byResource, func(o int) bool { return v.Types[o] == t }); k >= 0 {
			j.byResource[k] = i
			continue
		}
		j.byResource = append(j.byResource, i)
	}
	slices.SortStableFunc(j.byResource, func(a, b int) int { return strings.Compare(v.Types[a], v.Types[b]) })
	for _, typ := range j.byResource {
		j.mapKeys = append(j.mapKeys, appendJSONString(nil, v.Types[typ]))
	}
	return j
}

// resource appends r as resourceJSON writes it, indented at depth: every
// type in order, 0 for a type r has no value for.
func (j *sharesJSON) resource(b []byte, depth int, r resource.Resource) []byte {
	if len(j.keys) == 0 {
		return append(b, "{}"...)
	}
	b = append(b, '{')
	for i, k := range j.keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(append(newline(b, depth+1), k...), ": "...)
		b = strconv.AppendInt(b, r.Get(i), 10)
	}
	return append(newline(b, depth), '}')
}

// strings writes a JSON array of strings indented at depth; nil is [].
func (j *sharesJSON) strings(depth int, ss []string) {
	_ = j.list(depth, len(ss), func(i int) { j.buf = appendJSONString(j.buf, ss[i]) })
}

// tree writes root's object and every queue below it, depth first, without
// recursion: a frame per open queue remembers the next child to write.
func (j *sharesJSON) tree() {
	type frame struct{ i, next int32 }
	nodes := j.v.Tree.Nodes
	j.buf = j.open(j.buf, 0, 1)
	stack := []frame{{}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		depth := 1 + 2*(len(stack)-1)
		nd := &nodes[f.i]
		if f.next == nd.N {
			j.buf = j.close(j.buf, int(f.i), depth)
			stack = stack[:len(stack)-1]
			continue
		}
		if f.next > 0 {
			j.buf = append(j.buf, ',')
		}
		c := nd.First + f.next
		f.next++
		j.buf = j.open(newline(j.buf, depth+2), int(c), depth+2)
		stack = append(stack, frame{i: c})
		j.flush(chunkSize)
	}
}

// jsonShareNote is one element of the notes of SharesJSON
// (schema/shares.schema.json).
type jsonShareNote struct {
	Kind      string `json:"kind"`
	Queue     string `json:"queue"`
	Resource  string `json:"resource"`
	Minimums  *int64 `json:"minimums,omitempty"`
	Share     *int64 `json:"share,omitempty"`
	FairShare string `json:"fairShare,omitempty"`
}

// sharesNotesJSON returns the notes of the computation: the parents whose
// children's minimums exceed their steady share, then the splits Hadoop
// never finishes.
func sharesNotesJSON(v SharesView) []jsonShareNote {
	var out []jsonShareNote
	for _, o := range v.Tree.MinOvercommits(v.Shares) {
		out = append(out, jsonShareNote{Kind: "min-overcommit", Queue: v.Tree.Nodes[o.Parent].Name, Resource: v.Types[o.Type],
			Minimums: &o.Mins, Share: &o.Share})
	}
	for _, e := range v.Shares.Endless {
		which := "instantaneous"
		if e.Steady {
			which = "steady"
		}
		out = append(out, jsonShareNote{Kind: "endless-loop", Queue: v.Tree.Nodes[e.Parent].Name, Resource: v.Types[e.Type], FairShare: which})
	}
	return out
}

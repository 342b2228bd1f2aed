package load

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/fairsched/fairsched/core/clusterspec"
	"github.com/fairsched/fairsched/core/resource"
)

// resourceText is a load resource written as a string in the grammar of
// --cluster ("2 GB, 1 vcores", "memory-mb=2Gi,vcores=1,yarn.io/gpu=1"),
// kept until the cluster's resource types are known (Resolve).
type resourceText struct {
	path string            // its JSON path, for messages: apps.2.container
	text string            // as written
	dst  *map[string]int64 // the object it becomes
}

// takeTexts replaces the resources of raw (the load's JSON) written as
// strings by empty objects and returns them, so that the rest decodes as
// objects; bind later points each at the decoded Load's maps.
func takeTexts(raw map[string]any) []resourceText {
	var out []resourceText
	take := func(list string, field string) {
		items, _ := raw[list].([]any)
		for i, it := range items {
			obj, _ := it.(map[string]any)
			if s, ok := obj[field].(string); ok {
				out = append(out, resourceText{path: list + "." + strconv.Itoa(i) + "." + field, text: s})
				obj[field] = map[string]any{}
			}
		}
	}
	take("nodes", "resources")
	take("apps", "container")
	take("apps", "am")
	return out
}

// bind points each text at its map in l.
func bind(l *Load, texts []resourceText) {
	for i := range texts {
		t := &texts[i]
		list, n, field := splitPath(t.path)
		switch {
		case list == "nodes":
			t.dst = &l.Nodes[n].Resources
		case field == "container":
			t.dst = &l.Apps[n].Container
		default:
			t.dst = &l.Apps[n].AM
		}
	}
}

// splitPath splits "apps.2.container" into its parts.
func splitPath(p string) (list string, n int, field string) {
	var rest string
	for i := range p {
		if p[i] == '.' {
			list, rest = p[:i], p[i+1:]
			break
		}
	}
	for i := range rest {
		if rest[i] == '.' {
			n, _ = strconv.Atoi(rest[:i])
			field = rest[i+1:]
			break
		}
	}
	return list, n, field
}

// Resolve reads the resources the load writes as strings, in the grammar of
// --cluster, with the cluster's resource types; an error names the JSON
// path. Loads without strings need no call.
func (l *Load) Resolve(types resource.ResourceTypes) error {
	for _, t := range l.texts {
		r, err := clusterspec.ParseCluster(t.text, types)
		if err != nil {
			return fmt.Errorf("%s: %q: %v", t.path, t.text, err)
		}
		m := make(map[string]int64, len(types))
		for i, typ := range types {
			if v := r.Get(i); v != 0 || i < 2 {
				m[typ] = v
			}
		}
		*t.dst = m
	}
	l.texts = nil
	return nil
}

// decodeWithTexts decodes data into l, the string resources set aside.
func decodeWithTexts(data []byte, l *Load) error {
	var raw map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber() // amounts go back out exactly
	if err := dec.Decode(&raw); err != nil {
		return err
	}
	texts := takeTexts(raw)
	clean, err := json.Marshal(raw)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(clean, l); err != nil {
		return err
	}
	bind(l, texts)
	l.texts = texts
	return nil
}

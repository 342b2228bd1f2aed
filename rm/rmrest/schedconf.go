package rmrest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// ConfProperty is one property of the ResourceManager's scheduler
// configuration, as GET ws/v1/cluster/scheduler-conf gives it (ConfInfo's
// ConfItem: a name and a value).
type ConfProperty struct {
	Name, Value string
}

const schedulerConfWhat = "scheduler-conf response"

// DecodeSchedulerConf decodes a ws/v1/cluster/scheduler-conf response
// (Hadoop 3.2 and later, a Capacity Scheduler with a mutable store): the
// JSON {"property": [{"name": ..., "value": ...}, ...]} (Jersey unwraps the
// root; {"configuration": {...}} is read too), or the XML
// <configuration><property><name/><value/></property>...</configuration>.
// A single property may come as an object instead of an array, and a value
// the XML makes a number is read as written. The properties come in the
// response's order; a name given twice keeps its last value, as
// Configuration.set does.
func DecodeSchedulerConf(data []byte) ([]ConfProperty, error) {
	if err := NotMutable(data); err != nil {
		return nil, err
	}
	var doc struct {
		Property      json.RawMessage `json:"property"`
		Configuration *struct {
			Property json.RawMessage `json:"property"`
		} `json:"configuration"`
	}
	if err := Decode(schedulerConfWhat, data, &doc); err != nil {
		return nil, err
	}
	raw := doc.Property
	if doc.Configuration != nil {
		raw = doc.Configuration.Property
	}
	if doc.Configuration == nil && len(raw) == 0 {
		return nil, &MissingFieldsError{File: schedulerConfWhat, Fields: []string{"property"}}
	}
	items, err := confItems(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: property: %v", schedulerConfWhat, err)
	}
	return confProperties(items)
}

// confItems splits the property value: an array, a single object, or
// nothing (null or absent: a configuration with no property).
func confItems(raw json.RawMessage) ([]json.RawMessage, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return nil, nil
	}
	return queueItems(raw)
}

// confProperties reads each item's name and value, the last value of a
// name winning in the first name's place.
func confProperties(items []json.RawMessage) ([]ConfProperty, error) {
	out := make([]ConfProperty, 0, len(items))
	at := map[string]int{}
	for i, item := range items {
		var it struct {
			Name  json.RawMessage `json:"name"`
			Value json.RawMessage `json:"value"`
		}
		if err := json.Unmarshal(item, &it); err != nil {
			return nil, fmt.Errorf("%s: property.%d: %v", schedulerConfWhat, i, err)
		}
		name, err := confText(it.Name)
		if err != nil || strings.TrimSpace(name) == "" {
			return nil, &MissingFieldsError{File: schedulerConfWhat, Fields: []string{fmt.Sprintf("property.%d.name", i)}}
		}
		value, err := confText(it.Value)
		if err != nil {
			return nil, fmt.Errorf("%s: property.%d (%s): value: %v", schedulerConfWhat, i, name, err)
		}
		if j, seen := at[name]; seen {
			out[j].Value = value
			continue
		}
		at[name] = len(out)
		out = append(out, ConfProperty{Name: name, Value: value})
	}
	return out, nil
}

// confText is a name or value as text: a JSON string unquoted; a number or
// a boolean (what the XML reading makes of "10" or "true") as written; null
// or absent as "".
func confText(raw json.RawMessage) (string, error) {
	raw = bytes.TrimSpace(raw)
	switch {
	case len(raw) == 0 || bytes.Equal(raw, []byte("null")):
		return "", nil
	case raw[0] == '"':
		var s string
		err := json.Unmarshal(raw, &s)
		return s, err
	case raw[0] == '{' || raw[0] == '[':
		return "", fmt.Errorf("an object or array where text is expected")
	}
	return string(raw), nil
}

// ConfMap returns the properties as a map of name to value.
func ConfMap(props []ConfProperty) map[string]string {
	m := make(map[string]string, len(props))
	for _, p := range props {
		m[p.Name] = p.Value
	}
	return m
}

// NotMutableError is the ResourceManager's answer to GET scheduler-conf
// when its scheduler configuration is not mutable: the store is a file
// (yarn.scheduler.configuration.store.class is file, the default) or the
// scheduler is not the Capacity Scheduler. RMWebServices answers 400 with
// this text.
type NotMutableError struct {
	// Message is the RM's text.
	Message string
}

// Error says what the refusal means and what to read instead.
func (e *NotMutableError) Error() string {
	if strings.Contains(e.Message, "scheduler FairScheduler ") || strings.Contains(e.Message, "scheduler FifoScheduler ") {
		return "the ResourceManager does not run the Capacity Scheduler, so it has no scheduler-conf (the RM said: " + e.Message + ")"
	}
	return "the ResourceManager does not serve its scheduler configuration: its configuration store is a file " +
		"(yarn.scheduler.configuration.store.class is file, the default), so the configuration is the " +
		"capacity-scheduler.xml on the RM's host: read that file instead (the RM said: " + e.Message + ")"
}

// notMutableMarks are the words of RMWebServices' refusals of the
// scheduler-conf endpoints on a scheduler without a mutable store.
var notMutableMarks = []string{"MutableConfScheduler", "mutable-conf scheduler"}

// NotMutable returns a *NotMutableError when body is the ResourceManager's
// refusal of scheduler-conf on a scheduler whose configuration is not
// mutable (a 400's body, or the same text saved to a file), else nil.
func NotMutable(body []byte) error {
	text := strings.TrimSpace(string(bytes.TrimLeft(body, "\ufeff")))
	if strings.Contains(text, "<property") || strings.Contains(text, `"property"`) {
		return nil // a configuration, whatever its values say
	}
	for _, m := range notMutableMarks {
		if strings.Contains(text, m) {
			return &NotMutableError{Message: firstLine(text)}
		}
	}
	return nil
}

// firstLine is the first line of s, at most 300 bytes.
func firstLine(s string) string {
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		s = s[:i]
	}
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	return s
}

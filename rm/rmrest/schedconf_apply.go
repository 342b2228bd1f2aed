package rmrest

import (
	"errors"
	"regexp"
	"strings"
)

// capacityPrefix starts every Capacity Scheduler property name.
const capacityPrefix = "yarn.scheduler.capacity."

// ApplySchedConf applies u to conf (property name → value as stored) as
// Hadoop's MutableCSConfigurationProvider does before the refresh: each
// remove-queue takes the name out of its parent's queues (a parent left
// without children loses its queues and ordering-policy) and unsets every
// property matching ".*<path>\..*" (Hadoop leaves the path's dots
// unescaped); each add-queue appends the name to its parent's queues (the
// parent's ordering-policy is unset when it is the first child) and sets
// its params (a null value unsets); each update-queue sets its params (a
// null or empty value unsets); each global update sets its key verbatim (a
// null value unsets, an empty one is set). It stops at the first queue
// Hadoop refuses, with Hadoop's message; conf is then partly changed.
func ApplySchedConf(conf map[string]string, u *SchedConfUpdate) error {
	for _, path := range u.Remove {
		if err := removeQueue(conf, path); err != nil {
			return err
		}
	}
	for _, q := range u.Add {
		if err := addQueue(conf, q); err != nil {
			return err
		}
	}
	for _, q := range u.Update {
		for _, e := range q.Params.Entries {
			setOrUnset(conf, capacityPrefix+q.Queue+"."+e.Key, e.Value, true)
		}
	}
	if u.Global != nil {
		for _, e := range u.Global.Entries {
			setOrUnset(conf, e.Key, e.Value, false)
		}
	}
	return nil
}

// setOrUnset sets key to v, or unsets it when v is nil (or empty, when
// emptyUnsets).
func setOrUnset(conf map[string]string, key string, v *string, emptyUnsets bool) {
	if v == nil || emptyUnsets && *v == "" {
		delete(conf, key)
		return
	}
	conf[key] = *v
}

// split parses path into its parent and name; ok is false for a path
// without a dot.
func split(path string) (parent, name string, ok bool) {
	i := strings.LastIndexByte(path, '.')
	if i < 0 {
		return "", "", false
	}
	return path[:i], path[i+1:], true
}

// siblings is the parent's queues as Configuration.getStringCollection
// reads them: split at commas, not trimmed, empty parts dropped.
func siblings(conf map[string]string, parent string) []string {
	var out []string
	for _, s := range strings.Split(conf[capacityPrefix+parent+".queues"], ",") {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

func removeQueue(conf map[string]string, path string) error {
	parent, name, ok := split(path)
	if !ok {
		return errors.New("Can't remove queue " + path)
	}
	sib := siblings(conf, parent)
	i := index(sib, name)
	if i < 0 {
		return errors.New("Queue " + path + " not found")
	}
	sib = append(sib[:i], sib[i+1:]...)
	if len(sib) == 0 {
		delete(conf, capacityPrefix+parent+".queues")
		delete(conf, capacityPrefix+parent+".ordering-policy")
	} else {
		conf[capacityPrefix+parent+".queues"] = strings.Join(sib, ",")
	}
	re := regexp.MustCompile(strings.ReplaceAll(regexp.QuoteMeta(path), `\.`, `.`) + `\.`)
	for k := range conf {
		if re.MatchString(k) {
			delete(conf, k)
		}
	}
	return nil
}

func addQueue(conf map[string]string, q QueueUpdate) error {
	parent, name, ok := split(q.Queue)
	if !ok {
		return errors.New("Can't add invalid queue " + q.Queue)
	}
	if index(siblings(conf, parent), name) >= 0 {
		return errors.New("Can't add existing queue " + q.Queue)
	}
	var sib []string
	for _, s := range strings.Split(conf[capacityPrefix+parent+".queues"], ",") {
		if s = strings.TrimSpace(s); s != "" {
			sib = append(sib, s)
		}
	}
	sib = append(sib, name)
	conf[capacityPrefix+parent+".queues"] = strings.Join(sib, ",")
	for _, e := range q.Params.Entries {
		setOrUnset(conf, capacityPrefix+q.Queue+"."+e.Key, e.Value, false)
	}
	if len(sib) == 1 {
		delete(conf, capacityPrefix+parent+".ordering-policy")
	}
	return nil
}

func index(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

package rmrest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
)

// SchedConfUpdate is a mutation of a Capacity Scheduler's configuration:
// the body of PUT /ws/v1/cluster/scheduler-conf and of POST
// .../scheduler-conf/validate (Hadoop's SchedConfUpdateInfo, XML root
// <sched-conf>). The ResourceManager applies its parts in a fixed order
// whatever their order in the body: every remove-queue, then add-queue,
// then update-queue, then the global updates (ApplySchedConf).
type SchedConfUpdate struct {
	XMLName xml.Name `xml:"sched-conf"`
	// Remove are full queue paths; removing a queue removes its
	// descendants' properties too.
	Remove []string `xml:"remove-queue"`
	// Add are new queues, each appended to its parent's queues.
	Add []QueueUpdate `xml:"add-queue"`
	// Update are properties of existing queues.
	Update []QueueUpdate `xml:"update-queue"`
	// Global are properties by full name; nil when there are none.
	Global *Params `xml:"global-updates"`
}

// QueueUpdate is one queue of a SchedConfUpdate (Hadoop's
// QueueConfigInfo): its full path, and its properties by the name after
// yarn.scheduler.capacity.<path>.
type QueueUpdate struct {
	Queue  string `xml:"queue-name"`
	Params Params `xml:"params"`
}

// Params are the entries of a params or global-updates map.
type Params struct {
	Entries []Entry `xml:"entry"`
}

// Entry is one key and value; a nil Value is Java's null (the key is
// unset).
type Entry struct {
	Key   string  `xml:"key"`
	Value *string `xml:"value"`
}

// Empty reports whether u changes nothing.
func (u *SchedConfUpdate) Empty() bool {
	return len(u.Remove) == 0 && len(u.Add) == 0 && len(u.Update) == 0 && (u.Global == nil || len(u.Global.Entries) == 0)
}

// EncodeSchedConf writes u as the XML body the ResourceManager reads.
func EncodeSchedConf(w io.Writer, u *SchedConfUpdate) error {
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(u); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// DecodeSchedConf reads an XML <sched-conf> body.
func DecodeSchedConf(data []byte) (*SchedConfUpdate, error) {
	var u SchedConfUpdate
	dec := xml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&u); err != nil {
		return nil, fmt.Errorf("sched-conf body: %w", err)
	}
	if u.XMLName.Local != "sched-conf" {
		return nil, fmt.Errorf("sched-conf body: root element is <%s>, not <sched-conf>", u.XMLName.Local)
	}
	return &u, nil
}

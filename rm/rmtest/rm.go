package rmtest

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"io"
	"maps"
	"net/http"
	"slices"
	"strings"
	"sync"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/rm/rmrest"
)

// The answers of Hadoop's RMWebServices the stand-in gives word for word
// (RMWebServices.java: updateSchedulerConfiguration, getSchedulerConfiguration,
// validateAndGetSchedulerConfiguration).
const (
	Applied             = "Configuration change successfully applied."
	NotMutableGet       = "This API only supports to retrieve scheduler configuration from a mutable-conf scheduler, underneath scheduler CapacityScheduler is not an instance of MutableConfScheduler"
	NotMutablePut       = "Configuration change only supported by MutableConfScheduler."
	NotMutableValidate  = "Configuration change validation only supported by MutableConfScheduler."
	validationFailed    = "CapacityScheduler configuration validation failed:"
	reinitFailed        = "java.io.IOException: Failed to re-init queues : "
	schedulerPath       = "/ws/v1/cluster/scheduler"
	schedConfPath       = "/ws/v1/cluster/scheduler-conf"
	schedConfValidation = schedConfPath + "/validate"
)

// RM is the stand-in ResourceManager's state.
type RM struct {
	// Release is the Hadoop release the RM runs: it decides which
	// endpoints exist and how the refresh judges a change.
	Release hadoop.Profile
	// Refuse judges a mutation as the refresh of release rel would, from
	// the configuration the store holds (old) to next: Hadoop's message,
	// or "" to take it. The test gives it (lint.RefreshRefusal); nil takes
	// every mutation.
	Refuse func(rel hadoop.Profile, old, next map[string]string) string
	// FileStore: the RM's store is capacity-scheduler.xml (the default,
	// yarn.scheduler.configuration.store.class=file), so every
	// scheduler-conf request is refused.
	FileStore bool
	// Scheduler is the saved /ws/v1/cluster/scheduler response served as
	// is (JSON or XML); nil answers 404.
	Scheduler []byte
	// SchedulerFor, when not nil, picks the saved scheduler response for
	// the configuration the store holds (the figures a real RM would
	// compute after a mutation), instead of Scheduler.
	SchedulerFor func(conf map[string]string) []byte

	mu   sync.Mutex
	conf map[string]string
	log  []string
}

// New returns an RM of release rel whose mutable store holds conf
// (property name → value) and which judges mutations with refuse (see
// RM.Refuse).
func New(rel hadoop.Profile, conf map[string]string, refuse func(rel hadoop.Profile, old, next map[string]string) string) *RM {
	return &RM{Release: rel, Refuse: refuse, conf: maps.Clone(conf)}
}

// Conf returns a copy of the store's configuration.
func (rm *RM) Conf() map[string]string {
	rm.mu.Lock()
	defer rm.mu.Unlock()
	return maps.Clone(rm.conf)
}

// Requests lists the requests served, "METHOD PATH" each, in order.
func (rm *RM) Requests() []string {
	rm.mu.Lock()
	defer rm.mu.Unlock()
	return slices.Clone(rm.log)
}

// Handler serves the REST paths.
func (rm *RM) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rm.mu.Lock()
		defer rm.mu.Unlock()
		rm.log = append(rm.log, r.Method+" "+r.URL.Path)
		switch {
		case r.URL.Path == schedulerPath && r.Method == http.MethodGet && rm.scheduler() != nil:
			w.Header().Set("Content-Type", contentType(rm.scheduler()))
			_, _ = w.Write(rm.scheduler())
		case r.URL.Path == schedConfPath && r.Method == http.MethodGet && rm.Release.Capacity.SchedulerConfREST:
			rm.get(w, r)
		case r.URL.Path == schedConfPath && r.Method == http.MethodPut:
			rm.put(w, r)
		case r.URL.Path == schedConfValidation && r.Method == http.MethodPost && rm.Release.Capacity.SchedConfValidate:
			rm.validate(w, r)
		default:
			http.NotFound(w, r)
		}
	})
}

// scheduler is the scheduler response for the store's configuration.
func (rm *RM) scheduler() []byte {
	if rm.SchedulerFor != nil {
		return rm.SchedulerFor(rm.conf)
	}
	return rm.Scheduler
}

func (rm *RM) get(w http.ResponseWriter, r *http.Request) {
	if rm.FileStore {
		refuse(w, NotMutableGet)
		return
	}
	writeConf(w, r, rm.conf)
}

func (rm *RM) put(w http.ResponseWriter, r *http.Request) {
	if next, ok := rm.judge(w, r, NotMutablePut, ""); ok {
		rm.conf = next
		_, _ = io.WriteString(w, Applied)
	}
}

func (rm *RM) validate(w http.ResponseWriter, r *http.Request) {
	if next, ok := rm.judge(w, r, NotMutableValidate, validationFailed); ok {
		writeConf(w, r, next)
	}
}

// judge is the mutation of r applied to a copy of the store, or, answered
// with Hadoop's message (after prefix), the refusal of a file store
// (notMutable) or of the mutation.
func (rm *RM) judge(w http.ResponseWriter, r *http.Request, notMutable, prefix string) (map[string]string, bool) {
	if rm.FileStore {
		refuse(w, notMutable)
		return nil, false
	}
	next, msg := rm.mutate(r)
	if msg != "" {
		refuse(w, prefix+msg)
		return nil, false
	}
	return next, true
}

// mutate applies the request's body to a copy of the store and judges it
// as the refresh would: the new configuration, or Hadoop's message.
func (rm *RM) mutate(r *http.Request) (map[string]string, string) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<24))
	if err != nil {
		return nil, err.Error()
	}
	u, err := rmrest.DecodeSchedConf(body)
	if err != nil {
		return nil, err.Error()
	}
	next := maps.Clone(rm.conf)
	if err := rmrest.ApplySchedConf(next, u); err != nil {
		return nil, "java.io.IOException: " + err.Error()
	}
	if rm.Refuse == nil {
		return next, ""
	}
	if msg := rm.Refuse(rm.Release, rm.conf, next); msg != "" {
		return nil, reinitFailed + msg
	}
	return next, ""
}

// refuse answers 400 with Hadoop's message as plain text.
func refuse(w http.ResponseWriter, msg string) {
	w.Header().Set("Content-Type", "text/plain")
	w.WriteHeader(http.StatusBadRequest)
	_, _ = io.WriteString(w, msg)
}

// writeConf answers a ConfInfo: JSON when the request accepts JSON alone,
// else XML.
func writeConf(w http.ResponseWriter, r *http.Request, conf map[string]string) {
	type item struct {
		Name  string `xml:"name" json:"name"`
		Value string `xml:"value" json:"value"`
	}
	info := struct {
		XMLName  xml.Name `xml:"configuration" json:"-"`
		Property []item   `xml:"property" json:"property"`
	}{}
	for _, k := range slices.Sorted(maps.Keys(conf)) {
		info.Property = append(info.Property, item{k, conf[k]})
	}
	if accept := r.Header.Get("Accept"); strings.Contains(accept, "json") && !strings.Contains(accept, "xml") {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(info)
		return
	}
	w.Header().Set("Content-Type", "application/xml")
	_, _ = io.WriteString(w, xml.Header)
	_ = xml.NewEncoder(w).Encode(info)
}

// contentType is a saved response's type, from its first byte.
func contentType(b []byte) string {
	if t := bytes.TrimSpace(b); len(t) > 0 && t[0] == '<' {
		return "application/xml"
	}
	return "application/json"
}

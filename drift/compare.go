package drift

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

// componentwiseMin returns min(a, b) per type, in a new resource.
func componentwiseMin(a, b xmlconf.Resource) xmlconf.Resource {
	out := make(xmlconf.Resource, len(a))
	for i := range a {
		out[i] = a[i]
		if i < len(b) && b[i] < a[i] {
			out[i] = b[i]
		}
	}
	return out
}

// field is one compared value of a queue.
type field struct {
	name       string
	file, rm   string
	comparable bool
}

// fields lists the compared values of a queue present on both sides; a
// value the RM's response does not carry (steadyFairResources before
// Hadoop 2.6, maxApps when absent) is not compared.
func fields(f, r *Values) []field {
	steady := field{name: "steadyFairShare", comparable: f.SteadyFairShare != nil && r.SteadyFairShare != nil}
	if steady.comparable {
		steady.file, steady.rm = res(*f.SteadyFairShare), res(*r.SteadyFairShare)
	}
	apps := field{name: "maxApps", comparable: f.MaxApps != nil && r.MaxApps != nil}
	if apps.comparable {
		apps.file, apps.rm = fmt.Sprint(*f.MaxApps), fmt.Sprint(*r.MaxApps)
	}
	return []field{
		steady,
		{"fairShare", res(f.FairShare), res(r.FairShare), true},
		{"minResources", res(f.MinResources), res(r.MinResources), true},
		{"maxResources", res(f.MaxResources), res(r.MaxResources), true},
		apps,
		{"schedulingPolicy", f.SchedulingPolicy, r.SchedulingPolicy, true},
	}
}

func res(r Resource) string { return fmt.Sprintf("%d mb, %d vcores", r.Memory, r.VCores) }

// add records a queue the file's tree has: compared with the RM's when
// the RM has it too. created marks a queue the file does not declare
// (made for an app the RM runs in it, as Hadoop would at submission).
func (r *Report) add(name string, file *Values, rm *rmrest.Queue, created bool) {
	q := Queue{Name: name, File: file}
	if rm == nil {
		q.Drift = true
		r.Findings = append(r.Findings, Finding{Kind: KindOnlyInFile, Queue: name, Drift: true,
			Message: "the file creates this queue but the ResourceManager has no such queue: it has not loaded this file"})
		r.Queues = append(r.Queues, q)
		return
	}
	q.RM = rmValues(rm)
	for _, f := range fields(file, q.RM) {
		if f.comparable && f.file != f.rm {
			q.Drift = true
			msg := fmt.Sprintf("%s: the file gives %s, the ResourceManager holds %s", f.name, f.file, f.rm)
			if f.name == "fairShare" && len(r.pendingOnly) > 0 {
				msg += fmt.Sprintf(" (%s taken as busy for apps still pending: the response does not say whether they are runnable or held by a maxRunningApps)", strings.Join(r.pendingOnly, ", "))
			}
			r.Findings = append(r.Findings, Finding{Kind: KindDiffers, Queue: name, Field: f.name, File: f.file, RM: f.rm, Drift: true, Message: msg})
		}
	}
	if created {
		r.Findings = append(r.Findings, Finding{Kind: KindCreated, Queue: name, Drift: false,
			Message: "not declared in the file: created at submission for the apps it runs, as the file's placement allows"})
	}
	r.Queues = append(r.Queues, q)
}

// onlyInRM records a queue the RM has and the file's tree does not.
func (r *Report) onlyInRM(name string, rm *rmrest.Queue, refused string) {
	msg := "the ResourceManager has this queue but the file does not create it: a queue created at submission earlier, or the RM runs another file"
	kind := KindOnlyInRM
	if refused != "" {
		kind = KindUnknownRM
		msg = "the ResourceManager runs apps in this queue, which this file would not create: " + refused
	}
	r.Findings = append(r.Findings, Finding{Kind: kind, Queue: name, Drift: true, Message: msg})
	r.Queues = append(r.Queues, Queue{Name: name, Drift: true, RM: rmValues(rm)})
}

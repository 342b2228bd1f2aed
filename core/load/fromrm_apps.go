package load

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/rm/rmrest"
)

// rmApps turns the apps response, decoded by rmrest's one apps decoder,
// into load apps.
func rmApps(data []byte) ([]App, []string, error) {
	apps, err := rmrest.DecodeApps(data)
	if err != nil {
		return nil, nil, err
	}
	var out []App
	var warnings []string
	for i, a := range apps {
		if missing := missingAppFields(a); len(missing) > 0 {
			return nil, nil, &MissingFieldsError{File: "apps response", Fields: []string{fmt.Sprintf("apps.app.%d: %s", i, strings.Join(missing, ", "))}}
		}
		app, w := toApp(a)
		out = append(out, app)
		warnings = append(warnings, w...)
	}
	return out, warnings, nil
}

func missingAppFields(a rmrest.App) []string {
	var m []string
	for name, absent := range map[string]bool{"id": a.ID == "", "user": a.User == nil, "queue": a.Queue == nil,
		"allocatedMB": a.AllocatedMB == nil, "allocatedVCores": a.AllocatedVCores == nil, "runningContainers": a.Running == nil} {
		if absent {
			m = append(m, name)
		}
	}
	return sortedStrings(m)
}

// toApp turns an app of the response into a load app: running containers sized as the
// allocation divided by their count; pending asks from the ANY-level
// resource requests (the first size seen).
func toApp(a rmrest.App) (App, []string) {
	app := App{ID: a.ID, Queue: *a.Queue, User: *a.User, Running: *a.Running, Containers: *a.Running}
	if *a.Running > 0 {
		n := int64(*a.Running)
		app.Container = map[string]int64{"memory-mb": *a.AllocatedMB / n, "vcores": *a.AllocatedVCores / n}
	}
	var warnings []string
	for _, r := range a.Requests {
		if r.ResourceName != "*" || r.NumContainers <= 0 || r.Capability.Memory == nil {
			continue
		}
		size := map[string]int64{"memory-mb": *r.Capability.Memory, "vcores": 0}
		if r.Capability.VCores != nil {
			size["vcores"] = *r.Capability.VCores
		}
		if app.Container == nil {
			app.Container = size
		}
		app.Containers += r.NumContainers
	}
	if a.Requests == nil {
		warnings = append(warnings, fmt.Sprintf("app %s: no resourceRequests in the apps response; only its running containers are simulated", a.ID))
	}
	if app.Container == nil {
		app.Container = map[string]int64{"memory-mb": 0, "vcores": 0}
	}
	return app, warnings
}

func sortedStrings(s []string) []string {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	return s
}

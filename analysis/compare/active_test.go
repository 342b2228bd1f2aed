package compare_test

import (
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/xmlconf"
)

func compute_ActiveSet(a *xmlconf.Allocations, names []string) (map[*xmlconf.Queue]bool, error) {
	return compute.ActiveSet(a, names, nil)
}

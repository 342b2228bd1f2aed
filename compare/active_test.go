package compare

import "github.com/fairsched/fairsched/compute"

var compute_ActiveSet = compute.ActiveSet

package drift

import (
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

// componentwiseMin returns min(a, b) per type, in a new resource.
func componentwiseMin(a, b resource.Resource) resource.Resource {
	out := make(resource.Resource, len(a))
	for i := range a {
		out[i] = a[i]
		if i < len(b) && b[i] < a[i] {
			out[i] = b[i]
		}
	}
	return out
}

// add records a queue the file's tree has (q, with the values file),
// beside the RM's queue of that name when the RM has one. created marks a
// queue the file does not declare (made for an app the RM runs in it, as
// Hadoop would at submission).
func (r *Report) add(q *xmlconf.Queue, name string, file *Values, rm *rmrest.Queue, created bool) {
	row := Queue{Name: name, File: file, Queue: q, Created: created}
	if rm != nil {
		row.RM = rmValues(rm)
	}
	r.Queues = append(r.Queues, row)
}

// onlyInRM records a queue the RM has and the file's tree does not;
// refused says why the file would not create it when the RM runs apps in
// it.
func (r *Report) onlyInRM(name string, rm *rmrest.Queue, refused string) {
	r.Queues = append(r.Queues, Queue{Name: name, RM: rmValues(rm), NotCreatable: refused})
}

// Package capacity is the Capacity Scheduler's configuration model: a
// capacity-scheduler.xml read through the one Hadoop Configuration reader
// (yarnsite.Parse) and written back as Configuration XML, the refusals
// Hadoop makes of it, and the Capacity Scheduler's own arithmetic for
// guaranteed and maximum capacity through the queue tree. It sits beside
// compute.
//
// Layer: engines. It may import (ARCHITECTURE.md): core/diag, core/javanum,
// core/placement, core/resource, core/yarnsite, hadoop and internal/suggest.
// The standard library is always allowed.
package capacity

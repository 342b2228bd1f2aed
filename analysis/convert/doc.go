// Package convert turns a Fair Scheduler allocation file (read as the
// release it runs on today reads it) and its yarn-site into the Capacity
// Scheduler configuration of a target release that keeps what each team
// gets: capacities from the steady fair shares (with a cluster size) or
// the weights, maxima in the forms the target reads, limits, ACLs and
// placement. What it keeps only approximately or not at all it records as
// facts (Facts: the figures and choices behind each loss), and lint's
// convert-* rules word them, each with the severity of its effect
// (lint.CheckConversion, which imports this package: the caller runs it
// on Result.Source and Result.Facts). It reads its own output back through
// the Checker the caller gives (lint.CheckCapacityOn).
//
// Layer: analyses. It may import (ARCHITECTURE.md): capacity,
// capacity/csplace, compute, core/diag, core/placement, core/resource,
// core/yarnsite, fair/place, hadoop and xmlconf. The standard library is
// always allowed.
package convert

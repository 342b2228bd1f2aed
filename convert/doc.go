// Package convert turns a Fair Scheduler allocation file (read as the
// release it runs on today reads it) and its yarn-site into the Capacity
// Scheduler configuration of a target release that keeps what each team
// gets: capacities from the steady fair shares (with a cluster size) or
// the weights, maxima in the forms the target reads, limits, ACLs and
// placement. What it keeps only approximately or not at all it records as
// facts (lint.ConvertFacts: the figures and choices behind each loss), and
// lint's convert-* rules word them, each with the severity of its effect
// (lint.CheckConversion). It reads its own output back with the capacity
// reader.
//
// Layer: analyses. It may import (ARCHITECTURE.md): capacity, compute,
// core/placement, core/resource, csplace, diag, hadoop, lint, place, xmlconf
// and yarnsite. The standard library is always allowed.
package convert

// Package compare puts a Fair Scheduler allocation file and a
// capacity-scheduler.xml side by side. It computes the facts: per queue
// (matched by full path) the Fair Scheduler's steady, maximum and
// instantaneous shares (compute) and the Capacity Scheduler's guaranteed
// and maximum capacity (capacity), with estimates for the active queues.
// lint's compare-* rules word the findings of the move (queues, guarantees
// and maxima beyond the Capacity Scheduler's rounding, application limits,
// ACLs, running-application limits, AM shares and preemption opt-outs):
// Run returns the rows as facts (Comparison), which the caller hands to
// lint.CheckComparison (lint imports this package). render prints.
//
// Layer: analyses. It may import (ARCHITECTURE.md): capacity, compute,
// core/diag, core/resource and xmlconf. The standard library is always
// allowed.
package compare

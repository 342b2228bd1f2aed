// Package compare puts a Fair Scheduler allocation file and a
// capacity-scheduler.xml side by side: per queue (matched by full path) the
// Fair Scheduler's steady, maximum and instantaneous shares (compute) and
// the Capacity Scheduler's guaranteed and maximum capacity (capacity), and
// the findings of the move (lint's compare-* rules): queues, guarantees and
// maxima beyond the Capacity Scheduler's rounding, application limits,
// ACLs, running-application limits, AM shares and preemption opt-outs. It
// decides, render prints.
//
// Layer: analyses. It may import (ARCHITECTURE.md): capacity, compute, lint,
// xmlconf and yarnsite. The standard library is always allowed.
package compare

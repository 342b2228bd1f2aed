// Package capsim replays Hadoop's Capacity Scheduler (and, with
// SchedulerFIFO, its FifoScheduler) on a load: the same nodes, apps and
// yarn-site settings as the Fair Scheduler's simulation reads (the
// Capacity Scheduler's own keys only), on a capacity-scheduler.xml
// read by package capacity. Every node heartbeat walks the queue tree the
// way CapacityScheduler#allocateContainersToNode does: parents offer the
// node to their children in PriorityUtilizationQueueOrderingPolicy order,
// leaves to their active apps in FIFO or fair order under the user limit,
// headroom and maximum-capacity; pending apps wait for the AM limits and
// max-parallel-apps; a node an ask does not fit is reserved. With the
// preemption monitor on, ProportionalCapacityPreemptionPolicy takes
// containers back from queues over their guarantee, AM containers last.
//
// Comparisons follow the file's resource-calculator: the
// DefaultResourceCalculator (memory only) by default, the
// DominantResourceCalculator (dominant shares over every resource type,
// custom ones such as yarn.io/gpu included) when the file names it. The
// FifoScheduler always uses the DefaultResourceCalculator.
//
// The event queue, the clock, the nodes, the timeline and the result (a
// simcore.Result, which every renderer shows) are the simulation core's
// (package simcore); capsim is the scheduler's allocation and preemption
// policy on top of it.
//
// It does no I/O.
//
// Layer: engines. It may import (ARCHITECTURE.md): capacity, core/javanum,
// core/load, core/resource, core/simcore, core/yarnsite and hadoop. The
// standard library is always allowed.
package capsim

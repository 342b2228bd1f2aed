// Package capsim replays Hadoop's Capacity Scheduler (and, with
// SchedulerFIFO, its FifoScheduler) on a load: the same nodes, apps and
// yarn-site settings as package simulate reads, on a capacity-scheduler.xml
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
// FifoScheduler always uses the DefaultResourceCalculator. The result is a simulate.Result, so
// the Fair Scheduler's renderers show it.
//
// It does no I/O.
//
// Layer: engines. It may import (ARCHITECTURE.md): capacity, hadoop, simulate,
// xmlconf and yarnsite. The standard library is always allowed.
package capsim

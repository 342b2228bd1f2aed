// Package simcore is the simulation core both schedulers' simulations
// run on: the event queue (containers ending, apps killed), the clock's
// step (GCD, MS), a load's nodes and resources (Nodes, ResourceOf), the
// timeline of samples (Timeline), the --trace recorder of heartbeat
// decisions (Trace), the result every renderer reads
// (Result), the ResourceManager's validation of an ask (MaxAllowed,
// TooLarge), and the bounds of what a simulation may cost. Each
// scheduler's allocation and preemption policy sits on top of it: package
// simulate for the Fair Scheduler, package capsim for the Capacity
// Scheduler and the FifoScheduler. It does no I/O.
//
// Layer: engines. It may import (ARCHITECTURE.md): core/load, core/resource
// and hadoop. The standard library is always allowed.
package simcore

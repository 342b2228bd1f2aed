// Package simulate replays Hadoop's Fair Scheduler on a load: nodes, apps
// with container asks, and yarn-site settings. It walks the queue tree on
// every node heartbeat the way FairScheduler#attemptScheduling does,
// ordering queues and apps with the exact FairSharePolicy,
// DominantResourceFairnessPolicy and FifoPolicy comparators, and reports
// the allocation it converges to, with fair shares from package compute.
// With time, it also follows starvation and preemption (FSPreemptionThread).
// Loads are read by package load; yarn-site settings through yarnsite's
// Reader. The event queue, the clock, the nodes, the timeline and the
// result are the simulation core's (package simcore), which the Capacity
// Scheduler's simulation (package capsim) shares: simulate is the Fair
// Scheduler's allocation and preemption policy on top of it. It does no
// I/O.
//
// Layer: engines. It may import (ARCHITECTURE.md): compute, core/load,
// core/resource, core/simcore, core/yarnsite, hadoop and xmlconf. The standard
// library is always allowed.
package simulate

// Package simulate replays Hadoop 3.3's Fair Scheduler on a load: nodes,
// apps with container asks, and yarn-site settings. It walks the queue tree
// on every node heartbeat the way FairScheduler#attemptScheduling does,
// ordering queues and apps with the exact FairSharePolicy,
// DominantResourceFairnessPolicy and FifoPolicy comparators, and reports
// the allocation it converges to, with fair shares from package compute.
// With time, it also follows starvation and preemption (FSPreemptionThread).
//
// It sits beside lint, above compute: it may import compute, xmlconf and
// hadoop, and never render, cmd or schema. It does no I/O.
package simulate

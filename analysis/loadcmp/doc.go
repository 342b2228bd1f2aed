// Package loadcmp compares two simulations of one load: the Fair
// Scheduler's and the Capacity Scheduler's (or the FifoScheduler's). Per
// queue and per user it reports how long apps waited for their first
// container and their ApplicationMaster, how long they took to finish
// (p50 and p95), each queue's mean share of the cluster, the containers
// preempted and the apps rejected or left pending, and it finds the
// queues that fare worse after the move by more than a tolerance.
//
// It does no I/O.
//
// Layer: analyses. It may import (ARCHITECTURE.md): core/diag, core/load,
// core/simcore and xmlconf. The standard library is always allowed.
package loadcmp

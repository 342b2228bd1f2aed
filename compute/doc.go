// Package compute reproduces the fair-share arithmetic of Hadoop YARN's Fair
// Scheduler: the steady and instantaneous fair shares that
// ComputeFairShares, FairSharePolicy and DominantResourceFairnessPolicy give
// every queue, to the last unit, truncation and 25-probe bisection included.
//
// It is pure arithmetic on plain values: it does no I/O, emits no
// diagnostics and never returns an error; odd-but-valid input (all weights
// zero, min above max, NaN weights, huge totals) gets a documented result
// instead. The only file that walks an xmlconf queue tree is from_config.go
// (NewTree). Tree.Compute is the one engine; the pointer tree it replaced
// (Queue, Compute, FromConfig) lives on in oracle_test.go for the tests.
//
// Layer: engines. It may import (ARCHITECTURE.md): core/javanum,
// core/resource, hadoop, internal/suggest and xmlconf. The standard library is
// always allowed.
package compute

// Package resource is YARN's resource vector as both schedulers use it:
// the resource types a cluster knows (memory-mb and vcores first, then the
// custom types of yarn.resource-types), Resource with the arithmetic
// Hadoop's Resources class does on it, and fairsched's resource notations
// (Append, Java, FormatNonZero). The Fair Scheduler's reader, the Capacity
// Scheduler's model, the cluster grammar and the simulations all speak it,
// so it belongs to neither scheduler.
//
// Layer: bottom. It may import (ARCHITECTURE.md): nothing. The standard
// library is always allowed.
package resource

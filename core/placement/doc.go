// Package placement is what a scheduler's placement at submission gives,
// for the Fair Scheduler (package place) and the Capacity Scheduler
// (package csplace) alike: a submission's Result (the rules tried, the
// queue, whether it is created, refused or denied by the ACLs, the
// settings it runs with), the Placer either scheduler's engine is, the
// ordered Policy of rules, Hadoop's AccessControlList check (ACLAdmits),
// and the replay of many submissions (Replay) with the comparison of two
// placers (Compare). It reads no files and words no findings.
//
// Layer: readers. It may import (ARCHITECTURE.md): core/diag, core/javanum,
// core/resource and core/submissions. The standard library is always allowed.
package placement

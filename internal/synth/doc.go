// Package synth writes synthetic allocation files for benchmarks: parents of
// ten children, three levels under root, every leaf with a weight, min and
// max resources, a policy, maxRunningApps and an ACL, so the reader, the
// rules and the calculator all do real work.
//
// It may import (ARCHITECTURE.md): github.com/beevik/etree.
package synth

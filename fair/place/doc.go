// Package place runs a Fair Scheduler queue placement policy the way the
// ResourceManager does at submission: which rule places an application,
// which queue it lands in, whether that queue exists or is created, and
// whether the scheduler then refuses it, as core/placement's Results. It
// also holds the static analysis of placement policies, as facts that
// lint's rules word. It reads no files and words no findings.
//
// Layer: engines. It may import (ARCHITECTURE.md): core/placement,
// core/yarnsite, hadoop and xmlconf. The standard library is always allowed.
package place

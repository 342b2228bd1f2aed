// Package place runs a Fair Scheduler queue placement policy the way the
// ResourceManager does at submission: which rule places an application,
// which queue it lands in, whether that queue exists or is created, and
// whether the scheduler then refuses it. It also holds the static analysis
// of placement policies, as facts that lint's rules word, and the replay
// of many submissions (with a comparison of two files). It reads no files
// and words no findings.
//
// Layer: engines. It may import (ARCHITECTURE.md): core/resource, hadoop,
// submissions, xmlconf and yarnsite. The standard library is always allowed.
package place

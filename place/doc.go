// Package place runs a Fair Scheduler queue placement policy the way the
// ResourceManager does at submission: which rule places an application,
// which queue it lands in, whether that queue exists or is created, and
// whether the scheduler then refuses it. It also holds the static analysis
// of placement policies that lint rules report, and the replay of many
// submissions (with a comparison of two files).
//
// It sits beside lint, above compute: it imports xmlconf, hadoop and
// yarnsite, never lint, render, cmd or schema. It reads no files; callers
// pass bytes or readers.
package place

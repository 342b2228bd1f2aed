// Package hadoop describes how each Hadoop release's Fair Scheduler behaves
// where releases differ, and holds the constants Hadoop uses everywhere.
//
// It sits at the bottom of the dependency graph: xmlconf, compute, lint and
// the commands ask a Profile what the target release does instead of
// hard-coding one release. Every version-dependent behaviour is one field of
// Profile, set in profileFor with the JIRA that changed it.
package hadoop

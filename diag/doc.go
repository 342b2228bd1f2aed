// Package diag holds the one problem type of fairsched: a Finding, with
// its position, rule, severity, queue, message, hint and related places.
// Every reader (xmlconf, yarnsite), engine (capacity, place) and analysis
// (lint and those built on it) reports problems in the input as Findings,
// so one renderer, one sort and one suppression mechanism serve them all.
//
// diag is at the bottom of the import graph: it imports the standard
// library only, and anyone may import it.
package diag

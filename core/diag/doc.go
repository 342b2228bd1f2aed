// Package diag holds the one problem type of fairsched: a Finding, with
// its position, rule, severity, queue, message, hint and related places.
// Every reader (xmlconf, yarnsite), engine (capacity, place) and analysis
// (lint and those built on it) reports problems in the input as Findings,
// so one renderer, one sort and one suppression mechanism serve them all.
// FewAndCount is how a message names many things: the first few, and a
// count.
// Anyone may import it.
//
// Layer: bottom. It may import (ARCHITECTURE.md): nothing. The standard
// library is always allowed.
package diag

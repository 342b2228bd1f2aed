// Package lint turns an allocation file read by xmlconf into diagnostics.
// Every rule of fairsched is a value in one registry (All), each with a
// stable kebab-case ID, a default severity, docs and a bad and a good
// example that tests run, and an Input saying which driver runs it.
// Findings met while reading the file (diag.Finding, from xmlconf) belong to rules too,
// so every finding can be disabled, explained and tested the same way.
// Each rule's check sits beside it; the drivers, one per input, run the
// rules through one loop (runEach): CheckFile for an allocation file (lint
// and diff), CheckCapacityFile for a capacity-scheduler.xml, and
// CheckComparison, CheckConversion and CheckDrift, which word the facts
// compare, convert and drift compute.
//
// lint never prints, reads files or environment, or decides exit codes.
//
// Layer: analyses. It may import (ARCHITECTURE.md): analysis/compare,
// analysis/convert, analysis/drift, analysis/loadcmp, capacity,
// capacity/csplace, compute, core/diag, core/javanum, core/placement,
// core/resource, core/yarnsite, fair/place, github.com/beevik/etree, hadoop,
// internal/suggest, rm/rmrest, schema and xmlconf. The standard library is
// always allowed.
package lint

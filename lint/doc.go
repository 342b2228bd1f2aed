// Package lint turns an allocation file read by xmlconf into diagnostics.
// Every rule of fairsched is a value in one registry (All), each with a
// stable kebab-case ID, a default severity, docs and a bad and a good
// example that tests run, and an Input saying which driver runs it.
// Findings met while reading the file (xmlconf.Issue) belong to rules too,
// so every finding can be disabled, explained and tested the same way.
// CheckFile is the one lint driver of every command.
//
// lint never prints, reads files or environment, or decides exit codes.
//
// Layer: analyses. It may import (ARCHITECTURE.md): capacity, compute, diag,
// github.com/beevik/etree, hadoop, internal/suggest, place, rm/rmrest, schema,
// xmlconf and yarnsite. The standard library is always allowed.
package lint

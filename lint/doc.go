// Package lint turns an allocation file read by xmlconf into diagnostics.
// Rules are values in one registry (All), each with a stable kebab-case ID,
// a default severity, docs and a bad and a good example that tests run.
// Findings met while reading the file (xmlconf.Issue) belong to rules too,
// so every finding can be disabled, explained and tested the same way.
//
// lint imports xmlconf and compute and the standard library only; it never
// prints, reads files or environment, or decides exit codes.
package lint

// Package cmd is fairsched's command-line layer: cobra commands whose flags
// fill an options struct and one run function per command that reads the
// input, calls xmlconf, compute, lint and render in order, and maps the
// outcome to an exit code. It holds no rule logic, arithmetic or wording of
// findings, and never calls os.Exit (main does).
package cmd

// Package cmd is fairsched's command-line layer: cobra commands whose flags
// fill an options struct and one run function per command that reads the
// input, calls the readers, engines, analyses and render in order, and maps
// the outcome to an exit code. It holds no rule logic, arithmetic or wording
// of findings, and never calls os.Exit (main does).
//
// Layer: cmd. It may import (ARCHITECTURE.md): capacity, capsim, clusterspec,
// compare, compute, convert, core/placement, core/resource, csplace, diag,
// diff, drift, github.com/spf13/cobra, github.com/spf13/pflag,
// golang.org/x/term, hadoop, internal/suggest, lint, load, loadcmp, place,
// render, rm/rmclient, rm/rmrest, schema, simcore, simulate, submissions,
// xmlconf and yarnsite. The standard library is always allowed.
package cmd

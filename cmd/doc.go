// Package cmd is fairsched's command-line layer: cobra commands whose flags
// fill an options struct and one run function per command that reads the
// input, calls the readers, engines, analyses and render in order, and maps
// the outcome to an exit code. It holds no rule logic, arithmetic or wording
// of findings, and never calls os.Exit (main does).
//
// Layer: cmd. It may import (ARCHITECTURE.md): analysis/compare,
// analysis/convert, analysis/diff, analysis/drift, analysis/loadcmp, capacity,
// capacity/capsim, capacity/csplace, compute, core/clusterspec, core/diag,
// core/load, core/placement, core/resource, core/simcore, core/submissions,
// core/yarnsite, fair/place, fair/simulate, github.com/spf13/cobra,
// github.com/spf13/pflag, golang.org/x/term, hadoop, internal/suggest, lint,
// render, rm/rmclient, rm/rmrest, schema and xmlconf. The standard library is
// always allowed.
package cmd

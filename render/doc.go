// Package render turns values into bytes: diagnostics in every format, the
// queue tree, the fair-share tree, simulate's, diff's, compare's, convert's
// and drift's outputs, charts and rule documentation, and names the output
// formats of every command (Outputs). It decides nothing: every fact it
// prints comes from the packages below. Colours are built per call from
// Options.Color; the package never reads the environment.
//
// Layer: render. It may import (ARCHITECTURE.md): capacity, compare, compute,
// convert, diff, drift, github.com/fatih/color, gonum.org/v1/plot, hadoop,
// lint, place, simulate, submissions and xmlconf. The standard library is
// always allowed.
package render

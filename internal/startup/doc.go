// Command startup times the start-up of a command against a baseline
// command, for scripts/bench.sh: it runs the two in turn, -runs times each,
// so a slow spell of a shared machine hits both alike, and prints the best
// and median CPU time (user + system, from the kernel's accounting of each
// child) and wall-clock time of each, and the ratios. Usage:
//
//	startup [-runs 200] [-base-name TEXT] [-name TEXT] BASELINE -- COMMAND [ARG...]
//
// A command's exit status is ignored (lint exits 1 on findings); output is
// discarded.
//
// It may import (ARCHITECTURE.md): nothing.
package main

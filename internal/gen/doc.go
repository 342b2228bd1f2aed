// Command gen writes a synthetic allocation file with a given number of
// queues in a given shape (see internal/synth), for scripts/bench.sh.
//
// It may import (ARCHITECTURE.md): internal/synth.
package main

// Command gen writes a synthetic allocation file with a given number of
// queues (see internal/synth), for scripts/bench.sh.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/fairsched/fairsched/internal/synth"
)

func main() {
	n := flag.Int("queues", 10000, "number of queues to write")
	cs := flag.Bool("capacity", false, "write the matching capacity-scheduler.xml instead (for scripts/bench-compare.sh)")
	flag.Parse()
	write := synth.Allocations
	if *cs {
		write = synth.Capacity
	}
	if err := write(os.Stdout, *n); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

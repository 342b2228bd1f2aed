package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/fairsched/fairsched/internal/synth"
)

func main() {
	n := flag.Int("queues", 10000, "number of queues to write")
	shape := flag.String("shape", "restrictive", "file shape: "+strings.Join(synth.ShapeNames(), ", "))
	corpus := flag.String("corpus", "testdata/fair-scheduler/corpus", "directory of real files, for -shape corpus")
	list := flag.Bool("list", false, "print the shape names, one a line, and exit")
	capacity := flag.Bool("capacity", false, "write the capacity-scheduler.xml matching the restrictive shape instead (scripts/bench-compare-cmd.sh)")
	flag.Parse()
	if *list {
		fmt.Println(strings.Join(synth.ShapeNames(), "\n"))
		return
	}
	write, ok := synth.Shapes[*shape]
	if *capacity {
		write, ok = synth.Capacity, true
	}
	if *shape == "corpus" {
		write, ok = synth.Corpus(*corpus), true
	}
	if !ok {
		fmt.Fprintf(os.Stderr, "gen: unknown shape %q (known: %s)\n", *shape, strings.Join(synth.ShapeNames(), ", "))
		os.Exit(2)
	}
	if err := write(os.Stdout, *n); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"time"
)

// sample is one run's CPU and wall-clock time, in milliseconds.
type sample struct{ cpu, wall float64 }

func main() {
	runs := flag.Int("runs", 200, "runs of each command")
	baseName := flag.String("base-name", "baseline", "what the baseline is, for the report")
	name := flag.String("name", "command", "what the command is, for the report")
	flag.Parse()
	args := flag.Args()
	sep := slices.Index(args, "--")
	if sep != 1 || len(args) < 3 || *runs < 1 {
		fmt.Fprintln(os.Stderr, "usage: startup [-runs N] BASELINE -- COMMAND [ARG...]")
		os.Exit(2)
	}
	cmds := [][]string{args[:1], args[2:]}
	samples := make([][]sample, len(cmds))
	for range *runs {
		for i, c := range cmds {
			s, err := run(c)
			if err != nil {
				fmt.Fprintf(os.Stderr, "startup: %s: %v\n", c[0], err)
				os.Exit(1)
			}
			samples[i] = append(samples[i], s)
		}
	}
	report(*runs, [2]string{*baseName, *name}, samples[0], samples[1])
}

// run runs c once, its output discarded.
func run(c []string) (sample, error) {
	cmd := exec.Command(c[0], c[1:]...)
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if _, ok := err.(*exec.ExitError); ok {
		err = nil
	}
	if err != nil {
		return sample{}, err
	}
	cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	return sample{cpu: ms(cpu), wall: ms(wall)}, nil
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// report prints best and median of each measure and their ratios.
func report(runs int, names [2]string, base, cmd []sample) {
	fmt.Printf("start-up (%d runs each, alternating; watch figure: ratio <= 4)\n", runs)
	fmt.Printf("  %-28s %9s %9s %9s %9s\n", "", "cpu best", "cpu med", "wall best", "wall med")
	b, c := stats(base), stats(cmd)
	fmt.Printf("  %-28s %9.2f %9.2f %9.2f %9.2f ms\n", names[0], b[0], b[1], b[2], b[3])
	fmt.Printf("  %-28s %9.2f %9.2f %9.2f %9.2f ms\n", names[1], c[0], c[1], c[2], c[3])
	fmt.Printf("  %-28s %9.2f %9.2f %9.2f %9.2f\n", "ratio", c[0]/b[0], c[1]/b[1], c[2]/b[2], c[3]/b[3])
}

// stats returns the best and median CPU time, then wall-clock time.
func stats(s []sample) [4]float64 {
	cpu, wall := make([]float64, len(s)), make([]float64, len(s))
	for i, x := range s {
		cpu[i], wall[i] = x.cpu, x.wall
	}
	slices.Sort(cpu)
	slices.Sort(wall)
	mid := (len(s) - 1) / 2
	return [4]float64{cpu[0], cpu[mid], wall[0], wall[mid]}
}

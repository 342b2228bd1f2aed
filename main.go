// Command fairsched lints YARN Fair Scheduler allocation files and computes
// the fair shares Hadoop's ResourceManager would give every queue.
package main

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"

	"github.com/fairsched/fairsched/cmd"
)

// A run is short and keeps most of what it allocates until it ends, so a
// collection mostly finds everything still in use: on a 100,000-queue file
// the collector took a fifth of lint's CPU time and freed little. So a run
// starts without collecting, up to gcHeadroom bytes of heap; the first
// collection (when the heap reaches it) hands over to a target of gcPercent,
// a quarter as often as Go's default (100). Files up to about 100,000 queues
// never collect, for at most a tenth more peak memory; larger ones collect
// as before. GOGC or GOMEMLIMIT, when set, decide instead.
const (
	gcHeadroom = 1 << 30
	gcPercent  = 400
)

func main() {
	if os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		collectLate()
	}
	tty, width := cmd.Terminal(os.Stdout)
	os.Exit(cmd.Execute(os.Args[1:], &cmd.IO{
		In: os.Stdin, Out: os.Stdout, Err: os.Stderr,
		Getenv: os.Getenv, OutIsTTY: tty, OutWidth: width, ReadFile: os.ReadFile,
	}))
}

// collectLate turns the collector off below gcHeadroom and arms the switch
// to gcPercent: a finalizer, which runs after the first collection.
func collectLate() {
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(gcHeadroom)
	runtime.SetFinalizer(new([16]byte), func(*[16]byte) {
		debug.SetGCPercent(gcPercent)
		debug.SetMemoryLimit(math.MaxInt64)
	})
}

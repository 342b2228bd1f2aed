// Command fairsched lints YARN Fair Scheduler allocation files and computes
// the fair shares Hadoop's ResourceManager would give every queue.
package main

import (
	"os"

	"github.com/fairsched/fairsched/cmd"
)

func main() {
	fi, err := os.Stdout.Stat()
	tty := err == nil && fi.Mode()&os.ModeCharDevice != 0
	width := 0
	if tty {
		width = termWidth(os.Stdout)
	}
	os.Exit(cmd.Execute(os.Args[1:], &cmd.IO{
		In: os.Stdin, Out: os.Stdout, Err: os.Stderr,
		Getenv: os.Getenv, OutIsTTY: tty, OutWidth: width, ReadFile: os.ReadFile,
	}))
}

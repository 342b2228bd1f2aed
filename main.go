// Command fairsched lints YARN Fair Scheduler allocation files and computes
// the fair shares Hadoop's ResourceManager would give every queue.
package main

import (
	"os"

	"github.com/fairsched/fairsched/cmd"
)

func main() {
	tty, width := cmd.Terminal(os.Stdout)
	os.Exit(cmd.Execute(os.Args[1:], &cmd.IO{
		In: os.Stdin, Out: os.Stdout, Err: os.Stderr,
		Getenv: os.Getenv, OutIsTTY: tty, OutWidth: width, ReadFile: os.ReadFile,
	}))
}

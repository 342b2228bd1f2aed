package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
)

// Version is fairsched's version, set at build time with
// -ldflags "-X github.com/fairsched/fairsched/cmd.Version=...".
var Version = "dev"

// IO is the outside world a command may touch.
type IO struct {
	In       io.Reader
	Out, Err io.Writer
	Getenv   func(string) string
	// OutIsTTY says whether Out is a terminal (for --color auto).
	OutIsTTY bool
	// ReadFile reads a named file; tests may replace it.
	ReadFile func(string) ([]byte, error)
}

// globalOptions are the flags every command shares.
type globalOptions struct {
	color string
}

// useColor resolves --color, NO_COLOR, TERM=dumb and the terminal into one
// decision.
func (g *globalOptions) useColor(io *IO) (bool, error) {
	switch g.color {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto":
		return io.Getenv("NO_COLOR") == "" && io.Getenv("TERM") != "dumb" && io.OutIsTTY, nil
	}
	return false, usagef("invalid --color %q: must be one of always, auto, never", g.color)
}

const rootLong = `fairsched checks YARN Fair Scheduler allocation files (fair-scheduler.xml)
the way Hadoop 3.3's ResourceManager reads them, and computes the fair shares
it would give every queue.

Exit codes:
  0  finished; nothing at or above --fail-on
  1  finished; findings at or above --fail-on, or a file Hadoop would refuse
  2  usage error: unknown flag, bad value, missing argument, bad config
  3  could not run: missing or unreadable file, a directory, failed write`

// NewRoot builds the command tree around io.
func NewRoot(io *IO) *cobra.Command {
	g := &globalOptions{}
	root := &cobra.Command{
		Use:           "fairsched",
		Short:         "lint YARN Fair Scheduler allocation files and compute fair shares",
		Long:          rootLong,
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	root.SetOut(io.Out)
	root.SetErr(io.Err)
	root.SetIn(io.In)
	root.PersistentFlags().StringVar(&g.color, "color", "auto", "colour output: {auto|always|never}; auto colours a terminal unless NO_COLOR is set or TERM=dumb")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return &usageError{msg: err.Error()} })
	root.AddCommand(newLintCmd(io, g), newTreeCmd(io, g), newSharesCmd(io, g),
		newRulesCmd(io), newExplainCmd(io), newVersionCmd(io))
	root.AddCommand(newDiffCmd(io, g))
	return root
}

// Execute runs fairsched with args (without the program name) and returns
// the exit code. It prints each error once, as "fairsched: <err>".
func Execute(args []string, io *IO) int {
	root := NewRoot(io)
	root.SetArgs(args)
	err := root.Execute()
	if err != nil && !errors.Is(err, errFindings) {
		fmt.Fprintf(io.Err, "fairsched: %v\n", err)
		var ue *usageError
		if errors.As(err, &ue) || isCobraUsage(err) {
			fmt.Fprintln(io.Err, "run 'fairsched --help' for usage")
			return ExitUsage
		}
	}
	return exitCode(err)
}

// isCobraUsage recognises cobra's own argument and command errors.
func isCobraUsage(err error) bool {
	msg := err.Error()
	for _, s := range []string{"unknown command", "accepts ", "requires at least", "unknown flag", "unknown shorthand", "invalid argument"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

package cmd

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/fairsched/fairsched/internal/suggest"
	"github.com/fairsched/fairsched/render"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
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
	// OutWidth is the width of the terminal Out is, in columns; 0 when
	// unknown.
	OutWidth int
	// ReadFile reads a named file; tests may replace it.
	ReadFile func(string) ([]byte, error)

	// read keeps inputs already read, by path, for the next read (keep);
	// diff reads its two sides at once, hence the lock.
	readMu sync.Mutex
	read   map[string][]byte
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
	return false, badValue("--color", g.color, []string{"always", "auto", "never"})
}

// rootLong is the root help: what fairsched does for each scheduler
// (schedulerTable), then the exit codes.
var rootLong = `fairsched reads YARN scheduler configurations the way the ResourceManager of
a Hadoop release (--hadoop-version; default the last 3.3 release) reads them:
the Fair Scheduler's allocation file (fair-scheduler.xml) and the Capacity
Scheduler's capacity-scheduler.xml. It finds which one a file is from its
contents (--scheduler says it), and helps move from the first to the second.

` + schedulerTable() + `
Exit codes:
  0  finished; nothing at or above --fail-on
  1  finished; findings at or above --fail-on, or a file Hadoop would refuse,
     or (drift) the ResourceManager drifts from the file, or (place) an
     application would not run: rejected, refused or denied by the queue ACLs
  2  usage error: unknown flag, bad value, missing argument, bad config, or a
     file of a scheduler the command does not read
  3  could not run: missing or unreadable file, a directory, failed write,
     a ResourceManager that cannot be read (--from-rm)`

// NewRoot builds the command tree around io.
func NewRoot(io *IO) *cobra.Command {
	g := &globalOptions{}
	root := newBareRoot(io, g)
	root.AddCommand(newLintCmd(io, g), newTreeCmd(io, g), newSharesCmd(io, g),
		newRulesCmd(io), newExplainCmd(io), newVersionCmd(io))
	root.AddCommand(newPlaceCmd(io, g), newSimulateCmd(io, g), newDiffCmd(io, g), newDriftCmd(io, g), newCompareCmd(io, g), newConvertCmd(io, g), newApplyCmd(io, g))
	return root
}

// newBareRoot builds the root command with its global flags and no
// subcommands.
func newBareRoot(io *IO, g *globalOptions) *cobra.Command {
	root := &cobra.Command{
		Use:           "fairsched",
		Short:         "check YARN Fair and Capacity Scheduler configurations and compute what each queue gets",
		Long:          rootLong,
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	root.SetOut(io.Out)
	root.SetErr(io.Err)
	root.SetIn(io.In)
	root.PersistentFlags().StringVar(&g.color, "color", "auto", "colour output: {auto|always|never}; auto colours a terminal unless NO_COLOR is set or TERM=dumb")
	_ = root.RegisterFlagCompletionFunc("color", values("auto", "always", "never"))
	root.SetFlagErrorFunc(flagError)
	foldHelp(root, io)
	root.DisableSuggestions = true // unknownCommand suggests, as every did-you-mean does
	return root
}

// foldHelp makes every command's help fold to the terminal's width
// (helpWidth): cobra writes it as it always does, into a buffer, and the
// lines too long are folded under their own text.
func foldHelp(root *cobra.Command, io *IO) {
	help := root.HelpFunc()
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		var buf bytes.Buffer
		c.SetOut(&buf)
		help(c, args)
		c.SetOut(io.Out)
		fmt.Fprint(io.Out, render.FoldLines(buf.String(), helpWidth(io)))
	})
}

// direct are the subcommands Execute can build alone, by name. Building a
// command's flags, and cobra's completion command, costs start-up time
// every run pays; a run names its command first nearly always, and then
// needs no other.
var direct = map[string]func(*IO, *globalOptions) *cobra.Command{
	"lint":     newLintCmd,
	"tree":     newTreeCmd,
	"shares":   newSharesCmd,
	"place":    newPlaceCmd,
	"simulate": newSimulateCmd,
	"diff":     newDiffCmd,
	"drift":    newDriftCmd,
	"compare":  newCompareCmd,
	"convert":  newConvertCmd,
	"apply":    newApplyCmd,
	"rules":    func(io *IO, _ *globalOptions) *cobra.Command { return newRulesCmd(io) },
	"explain":  func(io *IO, _ *globalOptions) *cobra.Command { return newExplainCmd(io) },
	"version":  func(io *IO, _ *globalOptions) *cobra.Command { return newVersionCmd(io) },
}

// rootFor builds the command tree a run with args needs: when args start
// with the name of a command in direct, the root with that command alone
// (and no completion command), otherwise the whole tree. Both answer that
// run alike: a command's help, flags and errors do not depend on its
// siblings.
func rootFor(io *IO, args []string) *cobra.Command {
	if len(args) == 0 || direct[args[0]] == nil {
		return NewRoot(io)
	}
	g := &globalOptions{}
	root := newBareRoot(io, g)
	root.CompletionOptions.DisableDefaultCmd = true
	root.AddCommand(direct[args[0]](io, g))
	return root
}

// Execute runs fairsched with args (without the program name) and returns
// the exit code. It prints each error once, as "fairsched: <err>".
func Execute(args []string, io *IO) int {
	return executeRoot(rootFor(io, args), args, io)
}

// executeRoot runs args on root; see Execute.
func executeRoot(root *cobra.Command, args []string, io *IO) int {
	root.SetArgs(args)
	c, err := root.ExecuteC()
	if err != nil && strings.HasPrefix(err.Error(), "unknown command ") {
		err = unknownCommand(root, err.Error())
	}
	if err != nil && !errors.Is(err, errFindings) {
		fmt.Fprintf(io.Err, "fairsched: %v\n", err)
		var ue *usageError
		if errors.As(err, &ue) || isCobraUsage(err) {
			fmt.Fprintf(io.Err, "run '%s --help' for usage\n", c.CommandPath())
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

// flagError turns pflag's errors into usage errors, suggesting the flag
// meant for an unknown one.
func flagError(c *cobra.Command, err error) error {
	name, ok := strings.CutPrefix(err.Error(), "unknown flag: --")
	if !ok {
		return &usageError{msg: err.Error()}
	}
	var known []string
	c.Flags().VisitAll(func(f *pflag.Flag) { known = append(known, f.Name) })
	if s := suggest.Closest(name, known); s != "" {
		return usagef("unknown flag --%s; did you mean --%s?", name, s)
	}
	return usagef("unknown flag --%s", name)
}

// unknownCommand rewrites cobra's `unknown command "x" for "fairsched"`,
// suggesting the command meant.
func unknownCommand(root *cobra.Command, cobraMsg string) error {
	quoted, _, _ := strings.Cut(strings.TrimPrefix(cobraMsg, "unknown command "), " for ")
	name, err := strconv.Unquote(quoted)
	if err != nil {
		return usagef("%s", cobraMsg)
	}
	var known []string
	for _, c := range root.Commands() {
		if c.IsAvailableCommand() {
			known = append(known, c.Name())
		}
	}
	msg := fmt.Sprintf("unknown command %q", name)
	if s := suggest.Closest(name, known); s != "" {
		msg += fmt.Sprintf("; did you mean %q?", s)
	}
	return usagef("%s (commands: %s)", msg, strings.Join(known, ", "))
}

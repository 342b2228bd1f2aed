package cmd

import (
	"slices"
	"strings"

	"github.com/fairsched/fairsched/render"
	"github.com/spf13/cobra"
)

// addFormatFlag declares --format for command, with the values and default
// of render.Outputs, and its completion.
func addFormatFlag(c *cobra.Command, format *string, command string) {
	names := render.Outputs[command]
	c.Flags().StringVar(format, "format", names[0], "output format: {"+strings.Join(names, "|")+"}")
	_ = c.RegisterFlagCompletionFunc("format", values(render.OutputNames(command)...))
}

// checkFormat validates the --format value of command against
// render.Outputs (a usage error listing the valid values).
func checkFormat(command, format string) error {
	if !slices.Contains(render.Outputs[command], format) {
		return badValue("--format", format, render.OutputNames(command))
	}
	return nil
}

// start is how every command with --format begins: the format checked
// against the command's outputs, then the colour resolved.
func (g *globalOptions) start(io *IO, command, format string) (useColor bool, err error) {
	if err := checkFormat(command, format); err != nil {
		return false, err
	}
	return g.useColor(io)
}

// outputWriters are one output's writers by --format: JSON, markdown (nil
// when the command has none) and the text or tree every command has.
type outputWriters struct {
	json, markdown, text func() error
}

// write runs the writer of format, which checkFormat has accepted: the one
// dispatch from a --format value to its writer.
func (w outputWriters) write(format string) error {
	switch {
	case format == "json":
		return w.json()
	case format == "markdown" && w.markdown != nil:
		return w.markdown()
	}
	return w.text()
}

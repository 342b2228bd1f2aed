package cmd

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/render"
	"github.com/spf13/cobra"
)

// layoutOptions are the flags that shape the text tables of tree and
// shares.
type layoutOptions struct {
	width   int
	wide    bool
	columns []string
	units   string
	tables  []columnSet // the tables --columns picks from, one per scheduler
}

// columnSet is the --columns names of one scheduler's table.
type columnSet struct {
	file string // whose table: "an allocation file", "a capacity-scheduler.xml"
	ids  []string
}

// addLayoutFlags binds the table flags; fair and capacity list the valid
// --columns of the table for an allocation file and for a
// capacity-scheduler.xml.
func addLayoutFlags(c *cobra.Command, o *layoutOptions, fair, capacity []string) {
	o.tables = []columnSet{{schedulerName(schedulerFair), fair}, {schedulerName(schedulerCapacity), capacity}}
	f := c.Flags()
	f.IntVar(&o.width, "width", 0, "fit the table into this many columns (default: $COLUMNS, else the terminal's width or 80 when it cannot be read, else no limit)")
	f.BoolVar(&o.wide, "wide", false, "full queue names and no width limit")
	f.StringSliceVar(&o.columns, "columns", nil, "columns to show, the queue always among them: for an allocation file {"+strings.Join(fair, "|")+
		"}, for a capacity-scheduler.xml {"+strings.Join(capacity, "|")+"} (default: every column with a value)")
	addUnitsFlag(c, &o.units)
}

// badColumn is the usage error for a --columns name the table (columns)
// has not: it lists the table's names and says when the name is a column
// of the other scheduler's table.
func (o *layoutOptions) badColumn(name string, columns []string) error {
	whose, other := "", ""
	for _, t := range o.tables {
		switch {
		case slices.Equal(t.ids, columns):
			whose = " for " + t.file
		case slices.Contains(t.ids, name):
			other = fmt.Sprintf(" (%s is a column of %s's table)", name, t.file)
		}
	}
	return usagef("invalid --columns %q%s: must be among %s%s", name, whose, strings.Join(columns, ", "), other)
}

// addTableFlags binds --width and --units, for commands whose text has
// tables but no --columns or --wide.
func addTableFlags(c *cobra.Command, o *layoutOptions) {
	c.Flags().IntVar(&o.width, "width", 0, "fit tables into this many columns (default: $COLUMNS, else the terminal's width or 80 when it cannot be read, else no limit)")
	addUnitsFlag(c, &o.units)
}

// addUnitsFlag binds --units, the memory notation of text output.
func addUnitsFlag(c *cobra.Command, units *string) {
	c.Flags().StringVar(units, "units", "binary", "memory units in text: {binary|mb}; binary is MiB, GiB or TiB, mb the raw numbers")
}

// parseUnits reads --units.
func parseUnits(s string) (resource.Units, error) {
	switch s {
	case "binary":
		return resource.UnitsBinary, nil
	case "mb":
		return resource.UnitsMB, nil
	}
	return resource.UnitsBinary, usagef("invalid --units %q: must be one of binary, mb", s)
}

// renderOptions validates the table flags and resolves the width: --width,
// else $COLUMNS, else the terminal's; none with --wide.
func (o *layoutOptions) renderOptions(io *IO, useColor bool, columns []string) (render.Options, error) {
	r := render.Options{Color: useColor, Wide: o.wide}
	var err error
	if r.Units, err = parseUnits(o.units); err != nil {
		return r, err
	}
	for _, c := range o.columns {
		if !slices.Contains(columns, c) {
			return r, o.badColumn(c, columns)
		}
	}
	if o.columns != nil {
		r.Columns = o.columns
	}
	r.Width, err = o.resolvedWidth(io)
	return r, err
}

// check validates --width and --units before any input is read.
func (o *layoutOptions) check() error {
	if err := o.checkWidth(); err != nil {
		return err
	}
	_, err := parseUnits(o.units)
	return err
}

// checkWidth refuses a negative --width.
func (o *layoutOptions) checkWidth() error {
	if o.width < 0 {
		return usagef("invalid --width %d: must be 0 or more", o.width)
	}
	return nil
}

// resolvedWidth is the width tables fit: --width, else $COLUMNS, else the
// terminal's (80 when it cannot be read), else no limit (0); none with
// --wide.
func (o *layoutOptions) resolvedWidth(io *IO) (int, error) {
	if err := o.checkWidth(); err != nil {
		return 0, err
	}
	switch {
	case o.wide:
		return 0, nil
	case o.width > 0:
		return o.width, nil
	}
	return envWidth(io), nil
}

// envWidth is $COLUMNS when it is a positive number, else the terminal
// width main found (80 for a terminal whose width cannot be read), else 0
// (output that is not a terminal has no width limit).
func envWidth(io *IO) int {
	if n, err := strconv.Atoi(strings.TrimSpace(io.Getenv("COLUMNS"))); err == nil && n > 0 {
		return n
	}
	if io.OutIsTTY {
		if io.OutWidth <= 0 {
			return 80
		}
		return io.OutWidth
	}
	return 0
}

// helpWidth is the width help texts and lists fold to: $COLUMNS, else the
// terminal's width, else 80.
func helpWidth(io *IO) int {
	if w := envWidth(io); w > 0 {
		return w
	}
	return 80
}

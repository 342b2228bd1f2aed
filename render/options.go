package render

import (
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fatih/color"
)

// Options are the presentation choices cmd resolves once.
type Options struct {
	Color bool
	// Width is the terminal width the queue tables fit into; 0 means no
	// limit. Columns are dropped, least useful first, and the last column
	// is cut with "…" until the table fits (as far as the queue column
	// lets it).
	Width int
	// Wide shows full queue names instead of the last name component
	// under the tree indentation.
	Wide bool
	// Columns lists the IDs of the columns the queue tables show (see
	// TreeColumns and SharesColumns); nil shows every column that has a
	// value in some row. The queue column is always shown.
	Columns []string
	// Units is how memory is written in text.
	Units resource.Units
}

// palette holds the colours of one call, enabled or disabled explicitly so
// that the global color.NoColor never matters.
type palette struct {
	err, warn, info, bold, dim, good *color.Color
}

func newPalette(on bool) palette {
	p := palette{
		err:  color.New(color.FgRed, color.Bold),
		warn: color.New(color.FgYellow, color.Bold),
		info: color.New(color.FgCyan),
		bold: color.New(color.Bold),
		dim:  color.New(color.Faint),
		good: color.New(color.FgGreen),
	}
	for _, c := range []*color.Color{p.err, p.warn, p.info, p.bold, p.dim, p.good} {
		if on {
			c.EnableColor()
		} else {
			c.DisableColor()
		}
	}
	return p
}

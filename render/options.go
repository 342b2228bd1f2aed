package render

import "github.com/fatih/color"

// Options are the presentation choices cmd resolves once.
type Options struct {
	Color bool
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

package render

import (
	"fmt"
	"image/color"
	"io"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/fairsched/fairsched/simulate"
)

// The chart's size: a plotting area of plotWidth × plotHeight (axes and
// title included) and a legend to its right, at least legendMinWidth wide
// and wider when the names need it. PNGs are drawn at plotDPI.
const (
	plotWidth      = 7.5 * vg.Inch
	plotHeight     = 5 * vg.Inch
	legendMinWidth = 2.5 * vg.Inch
	legendGap      = 0.2 * vg.Inch
	margin         = 0.1 * vg.Inch
	plotDPI        = 96
)

// headroom lifts the memory axis above the largest value, so that no line
// runs along the plotting area's top edge.
const headroom = 1.05

// plainTicks are gonum's default ticks labelled without trailing zeros:
// "25", not "25.00".
var plainTicks = plot.TickerFunc(func(lo, hi float64) []plot.Tick {
	ticks := plot.DefaultTicks{}.Ticks(lo, hi)
	for i, t := range ticks {
		if t.Label != "" {
			ticks[i].Label = trimFloat(t.Value)
		}
	}
	return ticks
})

// simChart is a simulate chart ready to draw: the plot, and the legend
// drawn beside it so that it never covers data.
type simChart struct {
	plot   *plot.Plot
	legend plot.Legend
	names  []string // the legend's entries, to size it
}

// newSimChart lays out the chart of r.
func newSimChart(r *simulate.Result) (*simChart, error) {
	leaves := simLeaves(r)
	span, top := simSpan(r, leaves)
	t, m := timeUnit(span), memoryUnit(top)
	ch := &simChart{plot: plot.New(), legend: plot.NewLegend()}
	ch.legend.Padding = vg.Points(4)
	p := ch.plot
	p.Title.Text = plotTitle
	p.X.Label.Text = axisLabel("simulated time", t)
	p.Y.Label.Text = axisLabel("memory", m)
	p.X.Min, p.Y.Min = 0, 0
	p.X.Max = max(span/t.div, 1/t.div)
	p.Y.Max = max(float64(top)*headroom/m.div, 1/m.div)
	for _, sty := range []*text.Style{&p.Title.TextStyle, &p.X.Label.TextStyle, &p.Y.Label.TextStyle,
		&p.X.Tick.Label, &p.Y.Tick.Label, &ch.legend.TextStyle} {
		sty.Font.Variant = "Sans"
	}
	p.Title.TextStyle.Font.Size = vg.Points(14)
	p.X.Tick.Marker, p.Y.Tick.Marker = plainTicks, plainTicks
	p.Add(plotter.NewGrid())
	for k, qi := range leaves {
		if err := ch.addLeaf(r, qi, k, t, m); err != nil {
			return nil, err
		}
	}
	if err := ch.addPreemptions(r, t, p.Y.Max); err != nil {
		return nil, err
	}
	ch.addStyleKey(shareLabel(r))
	return ch, nil
}

// addLeaf adds one leaf's usage and fair-share lines and its legend entry.
// Both are steps: a sample holds until the next one.
func (ch *simChart) addLeaf(r *simulate.Result, qi, k int, t, m plotUnit) error {
	c := plotColors[k%len(plotColors)]
	usage, err := plotter.NewLine(memorySeries(r, qi, false, t, m))
	if err != nil {
		return fmt.Errorf("plot %s: %w", r.Queues[qi].Name, err)
	}
	fair, err := plotter.NewLine(memorySeries(r, qi, true, t, m))
	if err != nil {
		return fmt.Errorf("plot %s: %w", r.Queues[qi].Name, err)
	}
	usage.StepStyle, fair.StepStyle = plotter.PostStep, plotter.PostStep
	usage.Color, fair.Color = c, c
	usage.Width, fair.Width = vg.Points(2), vg.Points(1.5)
	fair.Dashes = fairShareDashes
	// Leaves with equal fair shares take turns along the shared line.
	fair.DashOffs = vg.Length(k%2) * fairShareDashes[0]
	ch.plot.Add(usage, fair)
	ch.addEntry(legendName(r.Queues[qi].Name), usage)
	return nil
}

// addPreemptions draws a vertical line at every preemption's time, with
// one legend entry for them all.
func (ch *simChart) addPreemptions(r *simulate.Result, t plotUnit, top float64) error {
	var first *plotter.Line
	for _, e := range r.Preemptions {
		l, err := plotter.NewLine(preemptionMark(e.T/t.div, top))
		if err != nil {
			return fmt.Errorf("plot preemption at %ss: %w", trimFloat(e.T), err)
		}
		l.Color, l.Width, l.Dashes = preemptionColor, vg.Points(1), []vg.Length{vg.Points(2), vg.Points(2)}
		ch.plot.Add(l)
		if first == nil {
			first = l
		}
	}
	if first != nil {
		ch.addEntry(fmt.Sprintf("preemption (%d)", len(r.Preemptions)), first)
	}
	return nil
}

// addStyleKey explains the two line styles in black; share names the
// dashed one.
func (ch *simChart) addStyleKey(share string) {
	solid := &plotter.Line{LineStyle: draw.LineStyle{Color: color.Black, Width: vg.Points(2)}}
	dashed := &plotter.Line{LineStyle: draw.LineStyle{Color: color.Black, Width: vg.Points(1.5), Dashes: fairShareDashes}}
	ch.addEntry("usage", solid)
	ch.addEntry(share, dashed)
}

func (ch *simChart) addEntry(name string, thumb plot.Thumbnailer) {
	ch.legend.Add(name, thumb)
	ch.names = append(ch.names, name)
}

// size returns the canvas size and the legend's width: the legend widens
// the canvas for long names and heightens it for many entries.
func (ch *simChart) size() (w, h, legendW vg.Length) {
	sty := ch.legend.TextStyle
	legendW = legendMinWidth
	var entries vg.Length
	for _, n := range ch.names {
		legendW = max(legendW, ch.legend.ThumbnailWidth+sty.Width(" "+n)+legendGap)
		entries += sty.Height(n) + ch.legend.Padding
	}
	return plotWidth + legendW, max(plotHeight, entries+ch.titleHeight()+legendGap+2*margin), legendW
}

// draw draws the plot on the left of c and the legend on the right, its
// top level with the plotting area's.
func (ch *simChart) draw(c vg.CanvasSizer, legendW vg.Length) {
	dc := draw.New(c)
	ch.plot.Draw(draw.Crop(dc, margin, -legendW, margin, -margin))
	l := ch.legend
	l.Top, l.Left = true, true
	l.Draw(draw.Crop(dc, dc.Max.X-legendW+legendGap, -margin, margin, -margin-ch.titleHeight()-legendGap))
}

// titleHeight is the height the title takes above the plotting area.
func (ch *simChart) titleHeight() vg.Length {
	return ch.plot.Title.TextStyle.Height(ch.plot.Title.Text) + ch.plot.Title.Padding
}

// write draws the chart and writes it in the format named.
func (ch *simChart) write(w io.Writer, format string) error {
	width, height, legendW := ch.size()
	var c vg.CanvasWriterTo
	switch format {
	case "svg":
		c = vgsvg.New(width, height)
	case "png":
		c = vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(width, height), vgimg.UseDPI(plotDPI))}
	default:
		return fmt.Errorf("unknown plot format %q: must be one of %v", format, PlotFormats)
	}
	ch.draw(c, legendW)
	_, err := c.WriteTo(w)
	return err
}

package render

import (
	"fmt"
	"io"
	"math"
	"strconv"

	chart "github.com/wcharczuk/go-chart/v2"
	"github.com/wcharczuk/go-chart/v2/drawing"

	"github.com/fairsched/fairsched/core/simcore"
)

// The chart's size in pixels at plotDPI: a plotting area of plotWidth ×
// plotHeight (axes and title included) and a legend to its right, at least
// legendMinWidth wide and wider when the names need it; 10 × 5 inches in
// all at 96 dpi.
const (
	plotDPI        = 96
	plotWidth      = 720
	plotHeight     = 480
	legendMinWidth = 240
	legendGap      = 20 // between the plotting area and the legend
	legendLine     = 30 // a legend entry's line sample and the gap before it
	legendPadding  = 10 // inside the legend's box, both sides
	plotMargin     = 10
	axisNameSpace  = 30 // left of the plotting area, for the memory axis's name
	titleSpace     = 50 // above the plotting area, for the title
	titleFontSize  = 14.0
	textFontSize   = 10.0
)

// headroom lifts the memory axis above the largest value, so that no line
// runs along the plotting area's top edge.
const headroom = 1.05

// simChart is a simulate chart ready to draw: the go-chart chart and the
// legend's entries, drawn beside the plotting area so that the legend
// never covers data. The chart's font is parsed only here, when a chart is
// drawn, never at start-up.
type simChart struct {
	title  string // drawn above the plotting area (plotTitle when empty)
	chart  chart.Chart
	legend []chart.Series // the legend's entries: a name and a line style each
}

// newSimChart lays out the chart of r.
func newSimChart(r *simcore.Result) *simChart {
	leaves := simLeaves(r)
	span, top := simSpan(r, leaves)
	ch, t, m := newMemoryChart(span, top)
	for k, qi := range leaves {
		ch.addLeaf(r, qi, k, t, m)
	}
	ch.addPreemptions(r, t, ch.top())
	ch.addStyleKey(shareLabel(r))
	ch.ensureSeries()
	return ch
}

// newMemoryChart is an empty chart of memory over simulated time, with
// axes for span seconds and top MB, and the units they are drawn in.
func newMemoryChart(span float64, top int64) (*simChart, plotUnit, plotUnit) {
	t, m := timeUnit(span), memoryUnit(top)
	xMax := max(span/t.div, 1/t.div)
	yMax := max(float64(top)*headroom/m.div, 1/m.div)
	memory := yAxis(plotAxis(axisLabel("memory", m), yMax))
	return &simChart{chart: chart.Chart{
		DPI:   plotDPI,
		XAxis: plotAxis(axisLabel("simulated time", t), xMax),
		// The secondary axis is go-chart's left one. The primary (right)
		// one is hidden; go-chart takes the secondary's range from the
		// primary's ticks.
		YAxis:          chart.YAxis{Style: chart.Hidden(), Ticks: memory.Ticks},
		YAxisSecondary: memory,
	}}, t, m
}

// top is the memory axis's last tick.
func (ch *simChart) top() float64 {
	ticks := ch.chart.YAxisSecondary.Ticks
	return ticks[len(ticks)-1].Value
}

// ensureSeries gives go-chart, which draws no chart without a series, a
// hidden one when there is none.
func (ch *simChart) ensureSeries() {
	if len(ch.chart.Series) == 0 {
		ch.chart.Series = append(ch.chart.Series, line("", []plotPoint{{0, 0}}, chart.Style{Hidden: true}))
	}
}

// plotAxis is an axis from 0 to the first round tick at or above hi.
func plotAxis(name string, hi float64) chart.XAxis {
	return chart.XAxis{
		Name:           name,
		NameStyle:      chart.Style{FontSize: textFontSize},
		Style:          chart.Style{FontSize: textFontSize},
		Ticks:          roundTicks(hi),
		GridMajorStyle: gridStyle,
		GridMinorStyle: gridStyle, // go-chart takes every other grid line as minor
	}
}

// yAxis is the vertical axis of the same name, range, ticks and styles.
func yAxis(x chart.XAxis) chart.YAxis {
	return chart.YAxis{Name: x.Name, NameStyle: x.NameStyle, Style: x.Style, Ticks: x.Ticks, GridMajorStyle: x.GridMajorStyle, GridMinorStyle: x.GridMinorStyle}
}

// gridStyle is the style of the grid lines at the ticks.
var gridStyle = chart.Style{StrokeColor: drawing.ColorFromHex("dddddd"), StrokeWidth: 1}

// roundTicks returns ticks from 0 to the first at or above hi, at 1, 2 or 5
// times a power of ten, at most eight of them, labelled without trailing
// zeros. The axis spans them.
func roundTicks(hi float64) []chart.Tick {
	step := math.Pow(10, math.Floor(math.Log10(hi/5)))
	for _, f := range []float64{1, 2, 5, 10} {
		if hi/(step*f) <= 7 {
			step *= f
			break
		}
	}
	var ticks []chart.Tick
	for i := 0; ; i++ {
		v := float64(i) * step
		ticks = append(ticks, chart.Tick{Value: v, Label: strconv.FormatFloat(v, 'g', 12, 64)})
		if v >= hi*(1-1e-9) {
			return ticks
		}
	}
}

// line is a series of points on the left (memory) axis.
func line(name string, pts []plotPoint, sty chart.Style) chart.ContinuousSeries {
	xs, ys := make([]float64, len(pts)), make([]float64, len(pts))
	for i, p := range pts {
		xs[i], ys[i] = p.X, p.Y
	}
	return chart.ContinuousSeries{Name: name, XValues: xs, YValues: ys, Style: sty, YAxis: chart.YAxisSecondary}
}

// steps turns samples into a step line: a sample holds until the next one.
// A sample equal to the one before adds no point (but the last one), so
// the line has a corner per change rather than a point per sample.
func steps(pts []plotPoint) []plotPoint {
	out := make([]plotPoint, 0, 8)
	for i, p := range pts {
		switch {
		case i == 0:
		case p.Y != pts[i-1].Y:
			out = append(out, plotPoint{p.X, pts[i-1].Y})
		case i < len(pts)-1:
			continue
		}
		out = append(out, p)
	}
	return out
}

// addLeaf adds one leaf's usage and fair-share lines and its legend entry.
func (ch *simChart) addLeaf(r *simcore.Result, qi, k int, t, m plotUnit) {
	c := plotColors[k%len(plotColors)]
	usage := chart.Style{StrokeColor: c, StrokeWidth: 3}
	fair := chart.Style{StrokeColor: c, StrokeWidth: 2, StrokeDashArray: fairShareDashes}
	if k%2 == 1 { // leaves with equal fair shares take turns along the shared line
		fair.StrokeDashArray = fairShareDashesShifted
	}
	ch.chart.Series = append(ch.chart.Series,
		line("", steps(memorySeries(r, qi, false, t, m)), usage),
		line("", steps(memorySeries(r, qi, true, t, m)), fair))
	ch.addEntry(legendName(r.Queues[qi].Name), usage)
}

// addPreemptions draws a vertical line at every preemption's time, up to
// top, with one legend entry for them all.
func (ch *simChart) addPreemptions(r *simcore.Result, t plotUnit, top float64) {
	sty := chart.Style{StrokeColor: preemptionColor, StrokeWidth: 1.5, StrokeDashArray: []float64{3, 3}}
	for _, e := range r.Preemptions {
		ch.chart.Series = append(ch.chart.Series, line("", preemptionMark(e.T/t.div, top), sty))
	}
	if len(r.Preemptions) > 0 {
		ch.addEntry(fmt.Sprintf("preemption (%d)", len(r.Preemptions)), sty)
	}
}

// addStyleKey explains the two line styles in black; share names the
// dashed one (the fair share, or the Capacity Scheduler's guarantee).
func (ch *simChart) addStyleKey(share string) {
	ch.addEntry("usage", chart.Style{StrokeColor: drawing.ColorBlack, StrokeWidth: 3})
	ch.addEntry(share, chart.Style{StrokeColor: drawing.ColorBlack, StrokeWidth: 2, StrokeDashArray: fairShareDashes})
}

func (ch *simChart) addEntry(name string, sty chart.Style) {
	ch.legend = append(ch.legend, chart.ContinuousSeries{Name: name, Style: sty})
}

// layout sizes the chart: the legend widens it for long names and
// heightens it for many entries. It measures the names in the chart's
// font, which it parses, with a renderer of the output's format (their
// measures differ).
func (ch *simChart) layout(rp chart.RendererProvider) error {
	font, err := chart.GetDefaultFont()
	if err != nil {
		return fmt.Errorf("plot: %w", err)
	}
	r, err := rp(1, 1)
	if err != nil {
		return fmt.Errorf("plot: %w", err)
	}
	r.SetDPI(plotDPI)
	r.SetFont(font)
	r.SetFontSize(textFontSize)
	legendW, entries := legendMinWidth, 2*legendPadding
	for _, s := range ch.legend {
		b := r.MeasureText(s.GetName())
		legendW = max(legendW, legendGap+2*legendPadding+b.Width()+legendLine)
		entries += b.Height() + chart.DefaultMinimumTickVerticalSpacing
	}
	c := &ch.chart
	c.Width, c.Height = plotWidth+legendW, max(plotHeight, entries+titleSpace+plotMargin)
	c.Background = chart.Style{Padding: chart.Box{Top: titleSpace, Left: axisNameSpace, Right: legendW, Bottom: plotMargin}}
	c.Elements = []chart.Renderable{ch.drawTitle, ch.drawLegend(legendW)}
	return nil
}

// drawTitle draws the title centred above the plotting area. (go-chart's
// own title would be drawn in SVG with the rotation of the memory axis's
// name, which its SVG renderer keeps; a style written here clears it.)
func (ch *simChart) drawTitle(r chart.Renderer, plotArea chart.Box, defaults chart.Style) {
	title := ch.title
	if title == "" {
		title = plotTitle
	}
	sty := chart.Style{Font: defaults.Font, FontSize: titleFontSize, FontColor: chart.DefaultTextColor}
	sty.WriteToRenderer(r)
	b := r.MeasureText(title)
	r.Text(title, plotArea.Left+(plotArea.Width()-b.Width())/2, plotMargin+b.Height())
}

// drawLegend draws the legend right of the plotting area, its top level
// with the plotting area's, with go-chart's legend.
func (ch *simChart) drawLegend(legendW int) chart.Renderable {
	entries := chart.Legend(&chart.Chart{Series: ch.legend}, chart.Style{FontSize: textFontSize})
	return func(r chart.Renderer, plotArea chart.Box, defaults chart.Style) {
		left := ch.chart.Width - legendW + legendGap
		entries(r, chart.Box{Top: plotArea.Top, Left: left, Right: ch.chart.Width - plotMargin, Bottom: plotArea.Bottom}, defaults)
	}
}

// write draws the chart and writes it in the format named.
func (ch *simChart) write(w io.Writer, format string) error {
	var rp chart.RendererProvider
	switch format {
	case "svg":
		rp = chart.SVG
	case "png":
		rp = chart.PNG
	default:
		return fmt.Errorf("unknown plot format %q: must be one of %v", format, PlotFormats)
	}
	if err := ch.layout(rp); err != nil {
		return err
	}
	if err := ch.chart.Render(rp, w); err != nil {
		return fmt.Errorf("plot: %w", err)
	}
	return nil
}

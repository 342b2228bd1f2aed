package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/wcharczuk/go-chart/v2/drawing"

	"github.com/fairsched/fairsched/core/simcore"
)

// PlotFormats are the file formats SimulatePlot writes, named by the file
// extension (without the dot) that selects each.
var PlotFormats = []string{"png", "svg"}

// plotTitle heads every simulate chart.
const plotTitle = "fairsched simulate: memory per leaf queue"

// plotColors are the leaves' colours, reused in turn; a leaf's usage and
// fair-share lines share its colour.
var plotColors = []drawing.Color{
	rgb(0x4e79a7), rgb(0xf28e2b), rgb(0x59a14f), rgb(0xb07aa1), rgb(0x76b7b2),
	rgb(0xedc948), rgb(0x9c755f), rgb(0xff9da7), rgb(0x1f3a5f), rgb(0x8c8c8c),
}

// preemptionColor marks preemptions; no leaf has it.
var preemptionColor = rgb(0xd62728)

// rgb is the opaque colour 0xRRGGBB.
func rgb(c uint32) drawing.Color {
	return drawing.Color{R: uint8(c >> 16), G: uint8(c >> 8), B: uint8(c), A: 0xff}
}

// fairShareDashes is the dash pattern of the fair-share lines, and
// fairShareDashesShifted the same pattern half a period on, for every
// other leaf.
var (
	fairShareDashes        = []float64{6, 6}
	fairShareDashesShifted = []float64{0, 6, 6, 0}
)

// SimulatePlot draws memory over simulated time for every leaf queue that
// ever uses memory or has a fair share: its usage as a solid line and its
// instantaneous fair share as a dashed line of the same colour, with a
// vertical line at every preemption and a legend beside the plotting area.
// format is one of PlotFormats.
func SimulatePlot(w io.Writer, r *simcore.Result, format string) error {
	return newSimChart(r).write(w, format)
}

// plotUnit is how an axis shows a quantity: values are divided by div and
// the axis label names the unit.
type plotUnit struct {
	name string
	div  float64
}

// timeUnit picks minutes for runs longer than ten minutes, else seconds.
func timeUnit(span float64) plotUnit {
	if span > 600 {
		return plotUnit{"min", 60}
	}
	return plotUnit{"s", 1}
}

// memoryUnit picks GiB when the largest value is 10 GiB or more, else MB,
// as fairsched's text output writes memory (1 GiB = 1024 MB).
func memoryUnit(maxMB int64) plotUnit {
	if maxMB >= 10*1024 {
		return plotUnit{"GiB", 1024}
	}
	return plotUnit{"MB", 1}
}

// simLeaves lists the leaves that ever use memory or have a fair share.
func simLeaves(r *simcore.Result) []int {
	var out []int
	for i, q := range r.Queues {
		if !q.Leaf {
			continue
		}
		for _, s := range r.Timeline {
			if s.Usage[i][0] > 0 || s.FairShare[i][0] > 0 {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// simSpan returns the simulated time the chart covers, in seconds, and the
// largest memory value it shows, in MB.
func simSpan(r *simcore.Result, leaves []int) (float64, int64) {
	span := r.Seconds
	var top int64
	for _, s := range r.Timeline {
		span = max(span, s.T)
		for _, qi := range leaves {
			top = max(top, s.Usage[qi][0], s.FairShare[qi][0])
		}
	}
	for _, e := range r.Preemptions {
		span = max(span, e.T)
	}
	return span, top
}

// plotPoint is one point of a line, in the chart's units.
type plotPoint struct{ X, Y float64 }

// memorySeries returns one leaf's usage (fair false) or fair share (fair
// true) over the timeline, scaled to the chart's units. The timeline has a
// sample only where something changed, so the last one is held to the end
// of the simulated time.
func memorySeries(r *simcore.Result, qi int, fair bool, t, m plotUnit) []plotPoint {
	xys := make([]plotPoint, len(r.Timeline), len(r.Timeline)+1)
	for i, s := range r.Timeline {
		v := s.Usage[qi][0]
		if fair {
			v = s.FairShare[qi][0]
		}
		xys[i] = plotPoint{X: s.T / t.div, Y: float64(v) / m.div}
	}
	if k := len(xys); k > 0 && r.Seconds/t.div > xys[k-1].X {
		xys = append(xys, plotPoint{X: r.Seconds / t.div, Y: xys[k-1].Y})
	}
	return xys
}

// preemptionMark is the vertical line at one preemption's time.
func preemptionMark(t float64, top float64) []plotPoint {
	return []plotPoint{{X: t, Y: 0}, {X: t, Y: top}}
}

// axisLabel names a quantity and its unit: "memory (GiB)".
func axisLabel(what string, u plotUnit) string {
	return fmt.Sprintf("%s (%s)", what, u.name)
}

// legendName shortens a queue name that would make the legend wider than
// the chart, keeping its end, where the leaf's own name is.
func legendName(name string) string {
	const limit = 60
	if r := []rune(name); len(r) > limit {
		return "…" + strings.TrimLeft(string(r[len(r)-limit+1:]), ".")
	}
	return name
}

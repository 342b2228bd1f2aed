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

	"github.com/fairsched/fairsched/loadcmp"
	"github.com/fairsched/fairsched/simulate"
)

// CompareLoadPlot draws both simulations' memory per leaf queue on one time
// axis: each queue in its colour, solid under the first scheduler, dashed
// under the second. format is one of PlotFormats.
func CompareLoadPlot(w io.Writer, rep loadcmp.Report, before, after *simulate.Result, format string) error {
	runs := []*simulate.Result{before, after}
	span, top := 0.0, int64(0)
	for _, r := range runs {
		s, t := simSpan(r, simLeaves(r))
		span, top = max(span, s), max(top, t)
	}
	t, m := timeUnit(span), memoryUnit(top)
	ch := &simChart{plot: plot.New(), legend: plot.NewLegend()}
	ch.legend.Padding = vg.Points(4)
	p := ch.plot
	p.Title.Text = "fairsched compare --load: memory per leaf queue"
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
	for k, row := range rep.Queues {
		c := plotColors[k%len(plotColors)]
		var first *plotter.Line
		for side, r := range runs {
			qi := queueIndex(r, row.Name, side == loadcmp.After, rep)
			if qi < 0 {
				continue
			}
			l, err := plotter.NewLine(memorySeries(r, qi, false, t, m))
			if err != nil {
				return fmt.Errorf("plot %s: %w", row.Name, err)
			}
			l.StepStyle, l.Color, l.Width = plotter.PostStep, c, vg.Points(2)
			if side == loadcmp.After {
				l.Width, l.Dashes = vg.Points(1.5), fairShareDashes
			}
			p.Add(l)
			if first == nil {
				first = l
			}
		}
		if first != nil {
			ch.addEntry(legendName(row.Name), first)
		}
	}
	solid := &plotter.Line{LineStyle: draw.LineStyle{Color: color.Black, Width: vg.Points(2)}}
	dashed := &plotter.Line{LineStyle: draw.LineStyle{Color: color.Black, Width: vg.Points(1.5), Dashes: fairShareDashes}}
	ch.addEntry(schedulerTitle(rep.Schedulers[0]), solid)
	ch.addEntry(schedulerTitle(rep.Schedulers[1]), dashed)
	return ch.write(w, format)
}

// queueIndex finds a row's leaf in a result: by its name, or for the
// second scheduler by the name its apps ran under there.
func queueIndex(r *simulate.Result, name string, after bool, rep loadcmp.Report) int {
	if other, ok := rep.AfterQueue[name]; after && ok {
		name = other
	}
	for i, q := range r.Queues {
		if q.Name == name && q.Leaf {
			return i
		}
	}
	return -1
}

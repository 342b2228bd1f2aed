package render

import (
	"io"

	"github.com/wcharczuk/go-chart/v2"
	"github.com/wcharczuk/go-chart/v2/drawing"

	"github.com/fairsched/fairsched/analysis/loadcmp"
	"github.com/fairsched/fairsched/core/simcore"
)

// CompareLoadPlot draws both simulations' memory per leaf queue on one time
// axis: each queue in its colour, solid under the first scheduler, dashed
// under the second. format is one of PlotFormats.
func CompareLoadPlot(w io.Writer, rep loadcmp.Report, before, after *simcore.Result, format string) error {
	runs := []*simcore.Result{before, after}
	span, top := 0.0, int64(0)
	for _, r := range runs {
		s, t := simSpan(r, simLeaves(r))
		span, top = max(span, s), max(top, t)
	}
	ch, t, m := newMemoryChart(span, top)
	ch.title = "fairsched compare --load: memory per leaf queue"
	for k, row := range rep.Queues {
		c := plotColors[k%len(plotColors)]
		solid := chart.Style{StrokeColor: c, StrokeWidth: 3}
		dashed := chart.Style{StrokeColor: c, StrokeWidth: 2, StrokeDashArray: fairShareDashes}
		drawn := false
		for side, r := range runs {
			qi := queueIndex(r, row.Name, side == loadcmp.After, rep)
			if qi < 0 {
				continue
			}
			sty := solid
			if side == loadcmp.After {
				sty = dashed
			}
			ch.chart.Series = append(ch.chart.Series, line("", steps(memorySeries(r, qi, false, t, m)), sty))
			drawn = true
		}
		if drawn {
			ch.addEntry(legendName(row.Name), solid)
		}
	}
	ch.addEntry(schedulerTitle(rep.Schedulers[0]), chart.Style{StrokeColor: drawing.ColorBlack, StrokeWidth: 3})
	ch.addEntry(schedulerTitle(rep.Schedulers[1]), chart.Style{StrokeColor: drawing.ColorBlack, StrokeWidth: 2, StrokeDashArray: fairShareDashes})
	ch.ensureSeries()
	return ch.write(w, format)
}

// queueIndex finds a row's leaf in a result: by its name, or for the
// second scheduler by the name its apps ran under there.
func queueIndex(r *simcore.Result, name string, after bool, rep loadcmp.Report) int {
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

package render

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/simulate"
)

// Chart geometry of SimulateSVG, in SVG user units.
const (
	svgWidth, svgHeight = 900, 420
	svgLeft, svgRight   = 70, 200
	svgTop, svgBottom   = 20, 40
)

// svgColors are the fill colours of the stacked areas, reused in turn.
var svgColors = []string{"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"}

// SimulateSVG draws memory usage per leaf queue over the timeline as a
// stacked area chart, with each leaf's instantaneous fair share as a dashed
// line. Every area and line carries data-queue and data-values (the
// plotted MB per sample) so the chart can be checked against the JSON.
func SimulateSVG(w io.Writer, r *simulate.Result) error {
	var b strings.Builder
	leaves := svgLeaves(r)
	tMax, yMax := svgScale(r)
	x := func(t float64) float64 { return svgLeft + t/tMax*float64(svgWidth-svgLeft-svgRight) }
	y := func(v int64) float64 {
		return float64(svgHeight-svgBottom) - float64(v)/float64(yMax)*float64(svgHeight-svgTop-svgBottom)
	}
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n",
		svgWidth, svgHeight, svgWidth, svgHeight)
	b.WriteString("<title>Memory usage per queue over time</title>\n")
	svgAxes(&b, tMax, yMax, x, y)
	base := make([]int64, len(r.Timeline))
	for k, qi := range leaves {
		svgArea(&b, r, qi, base, svgColors[k%len(svgColors)], x, y)
	}
	for k, qi := range leaves {
		svgFairLine(&b, r, qi, svgColors[k%len(svgColors)], x, y)
		fmt.Fprintf(&b, `<text x="%d" y="%d" fill="%s">%s</text>`+"\n", svgWidth-svgRight+10, svgTop+14+16*k,
			svgColors[k%len(svgColors)], xmlEscape(r.Queues[qi].Name))
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// svgLeaves lists the leaves that ever use memory or have a fair share.
func svgLeaves(r *simulate.Result) []int {
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

// svgScale returns the time span and the memory scale (the cluster).
func svgScale(r *simulate.Result) (float64, int64) {
	tMax := 1.0
	if n := len(r.Timeline); n > 0 && r.Timeline[n-1].T > 0 {
		tMax = r.Timeline[n-1].T
	}
	return tMax, max(r.Cluster[0], 1)
}

func svgAxes(b *strings.Builder, tMax float64, yMax int64, x func(float64) float64, y func(int64) float64) {
	fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="black"/>`+"\n", f2(x(0)), f2(y(0)), f2(x(tMax)), f2(y(0)))
	fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="black"/>`+"\n", f2(x(0)), f2(y(0)), f2(x(0)), f2(y(yMax)))
	fmt.Fprintf(b, `<text x="%s" y="%d" text-anchor="end">%s s</text>`+"\n", f2(x(tMax)), svgHeight-10, trimFloat(tMax))
	fmt.Fprintf(b, `<text x="%d" y="%s" text-anchor="end">%d MB</text>`+"\n", svgLeft-4, f2(y(yMax)+4), yMax)
	fmt.Fprintf(b, `<text x="%d" y="%s" text-anchor="end">0</text>`+"\n", svgLeft-4, f2(y(0)))
}

// svgArea draws one stacked area on top of base and raises base.
func svgArea(b *strings.Builder, r *simulate.Result, qi int, base []int64, fill string, x func(float64) float64, y func(int64) float64) {
	var top, bottom, values []string
	for i, s := range r.Timeline {
		u := s.Usage[qi][0]
		values = append(values, strconv.FormatInt(u, 10))
		bottom = append(bottom, f2(x(s.T))+","+f2(y(base[i])))
		base[i] += u
		top = append(top, f2(x(s.T))+","+f2(y(base[i])))
	}
	for i, j := 0, len(bottom)-1; i < j; i, j = i+1, j-1 {
		bottom[i], bottom[j] = bottom[j], bottom[i]
	}
	fmt.Fprintf(b, `<polygon class="usage" data-queue="%s" data-values="%s" fill="%s" fill-opacity="0.7" points="%s"/>`+"\n",
		xmlEscape(r.Queues[qi].Name), strings.Join(values, " "), fill, strings.Join(append(top, bottom...), " "))
}

func svgFairLine(b *strings.Builder, r *simulate.Result, qi int, stroke string, x func(float64) float64, y func(int64) float64) {
	var pts, values []string
	for _, s := range r.Timeline {
		v := s.FairShare[qi][0]
		values = append(values, strconv.FormatInt(v, 10))
		pts = append(pts, f2(x(s.T))+","+f2(y(v)))
	}
	fmt.Fprintf(b, `<polyline class="fairshare" data-queue="%s" data-values="%s" fill="none" stroke="%s" stroke-width="2" stroke-dasharray="6 3" points="%s"/>`+"\n",
		xmlEscape(r.Queues[qi].Name), strings.Join(values, " "), stroke, strings.Join(pts, " "))
}

func f2(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}

package render

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
)

// simTimed is simResult over five seconds: root.a grows to 50 GiB and
// gives 10 GiB back after preemptions at 1 s and 3 s; root.b starts at
// 3 s. timeScale stretches the time and memDiv shrinks the memory, to
// reach the other units.
func simTimed(timeScale float64, memDiv int64) *simcore.Result {
	r := simResult()
	mem := func(m int64) resource.Resource { return resource.Resource{m / memDiv, 0} }
	a := []int64{0, 20480, 51200, 51200, 40960}
	b := []int64{0, 0, 0, 25600, 51200}
	for i := range a {
		r.Timeline = append(r.Timeline, simcore.Sample{T: float64(i) * timeScale,
			Usage:     []resource.Resource{mem(a[i] + b[i]), mem(a[i]), mem(b[i])},
			FairShare: []resource.Resource{mem(102400), mem(51200), mem(51200)}})
	}
	r.Seconds = 4 * timeScale
	for _, t := range []float64{1, 3} {
		r.Preemptions = append(r.Preemptions, simcore.Preemption{T: t * timeScale, StarvedApp: "app_b", Queue: "root.b"})
	}
	return r
}

// svgDoc is what the tests read back from a chart's SVG: the text of
// every text element and every path, wherever they are nested.
type svgDoc struct {
	Texts []string
	Paths []svgPath
}

type svgPath struct{ D, Style string }

func plotSVG(t *testing.T, r *simcore.Result) svgDoc {
	t.Helper()
	var b bytes.Buffer
	if err := SimulatePlot(&b, r, "svg"); err != nil {
		t.Fatal(err)
	}
	var doc svgDoc
	dec := xml.NewDecoder(&b)
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return doc
		}
		if err != nil {
			t.Fatalf("chart is not XML: %v", err)
		}
		se, ok := tok.(xml.StartElement)
		switch {
		case ok && se.Name.Local == "text":
			var s string
			if err := dec.DecodeElement(&s, &se); err != nil {
				t.Fatal(err)
			}
			doc.Texts = append(doc.Texts, strings.TrimSpace(s))
		case ok && se.Name.Local == "path":
			var p svgPath
			for _, a := range se.Attr {
				switch a.Name.Local {
				case "d":
					p.D = a.Value
				case "style":
					p.Style = a.Value
				}
			}
			doc.Paths = append(doc.Paths, p)
		}
	}
}

// The chart names itself, its axes with their units and every leaf, and
// explains its line styles and the preemption marks.
func TestSimulatePlotTexts(t *testing.T) {
	for _, tc := range []struct {
		name string
		r    *simcore.Result
		want []string
	}{
		{"seconds and GiB", simTimed(1, 1), []string{"simulated time (s)", "memory (GiB)", "preemption (2)"}},
		{"minutes and MB", simTimed(300, 100), []string{"simulated time (min)", "memory (MB)", "preemption (2)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc := plotSVG(t, tc.r)
			want := append([]string{plotTitle, "root.a", "root.b", "usage", "fair share"}, tc.want...)
			for _, w := range want {
				if !slices.Contains(doc.Texts, w) {
					t.Errorf("no text %q in %q", w, doc.Texts)
				}
			}
			if slices.Contains(doc.Texts, "root") {
				t.Errorf("root is not a leaf but has a legend entry: %q", doc.Texts)
			}
		})
	}
}

// A chart without preemptions has no preemption entry.
func TestSimulatePlotNoPreemption(t *testing.T) {
	r := simTimed(1, 1)
	r.Preemptions = nil
	for _, s := range plotSVG(t, r).Texts {
		if strings.Contains(s, "preemption") {
			t.Errorf("text %q without preemptions", s)
		}
	}
}

var svgPoint = regexp.MustCompile(`[ML] ([-0-9.]+) ([-0-9.]+)`)

// pathXs returns the distinct x coordinates of an SVG path, in order.
func pathXs(d string) []float64 {
	var xs []float64
	for _, m := range svgPoint.FindAllStringSubmatch(d, -1) {
		x, _ := strconv.ParseFloat(m[1], 64)
		if len(xs) == 0 || xs[len(xs)-1] != x {
			xs = append(xs, x)
		}
	}
	return xs
}

// Every preemption is a vertical line at its time: root.a's usage line
// has a corner wherever its usage changes (at 0, 1, 2 and 4 s), the mark
// of the preemption at 1 s is at its x of 1 s and the one at 3 s half-way
// between its x of 2 s and 4 s (within a pixel).
func TestSimulatePlotPreemptionMarks(t *testing.T) {
	doc := plotSVG(t, simTimed(1, 1))
	var usage []float64 // root.a's usage line: the first line in its colour
	var marks []float64
	for _, p := range doc.Paths {
		switch {
		case usage == nil && strings.Contains(p.Style, "stroke-width:3;stroke:rgba(78,121,167,1.0)"):
			usage = pathXs(p.D)
		case strings.Contains(p.Style, "stroke:rgba(214,39,40,1.0)"):
			if xs := pathXs(p.D); len(xs) == 1 { // vertical; the legend's sample is horizontal
				marks = append(marks, xs[0])
			}
		}
	}
	if len(usage) != 4 {
		t.Fatalf("root.a's usage line has x %v, want corners at 4 times", usage)
	}
	want := []float64{usage[1], (usage[2] + usage[3]) / 2}
	if len(marks) != 2 || math.Abs(marks[0]-want[0]) > 0 || math.Abs(marks[1]-want[1]) > 1 {
		t.Errorf("preemption marks at x %v, want %v (usage corners at %v)", marks, want, usage)
	}
}

// A step line has a corner where the value changes and its last point,
// not a point per sample.
func TestSimulatePlotSteps(t *testing.T) {
	got := steps([]plotPoint{{0, 0}, {1, 2}, {2, 2}, {3, 2}, {4, 1}, {5, 1}})
	want := []plotPoint{{0, 0}, {1, 0}, {1, 2}, {4, 2}, {4, 1}, {5, 1}}
	if !slices.Equal(got, want) {
		t.Errorf("steps = %v, want %v", got, want)
	}
}

// Ticks are round and the axis ends at the first one at or above the top.
func TestSimulatePlotTicks(t *testing.T) {
	for _, tc := range []struct {
		hi   float64
		want string
	}{{52.5, "0 10 20 30 40 50 60"}, {1, "0 0.2 0.4 0.6 0.8 1"}, {0.3, "0 0.05 0.1 0.15 0.2 0.25 0.3"}, {10750, "0 2000 4000 6000 8000 10000 12000"}} {
		var labels []string
		for _, tk := range roundTicks(tc.hi) {
			labels = append(labels, tk.Label)
		}
		if got := strings.Join(labels, " "); got != tc.want {
			t.Errorf("roundTicks(%v) = %s, want %s", tc.hi, got, tc.want)
		}
	}
}

// PNG output decodes at the chart's size (10 × 5 inches at 96 dpi); a long
// queue name widens it rather than squeezing the plotting area.
func TestSimulatePlotPNG(t *testing.T) {
	long := simTimed(1, 1)
	long.Queues[2].Name = "root." + strings.Repeat("very-long-queue-name.", 2) + "b"
	for _, tc := range []struct {
		name  string
		r     *simcore.Result
		wider bool
	}{{"short names", simTimed(1, 1), false}, {"long name", long, true}} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := SimulatePlot(&b, tc.r, "png"); err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(&b)
			if err != nil {
				t.Fatalf("not a PNG: %v", err)
			}
			w, h := img.Bounds().Dx(), img.Bounds().Dy()
			if h != 480 || (w == 960) == tc.wider || w < 960 {
				t.Errorf("PNG is %d × %d, want 480 high and 960 wide (wider: %v)", w, h, tc.wider)
			}
		})
	}
}

func TestSimulatePlotBadFormat(t *testing.T) {
	err := SimulatePlot(&bytes.Buffer{}, simTimed(1, 1), "pdf")
	if err == nil || !strings.Contains(err.Error(), "png") || !strings.Contains(err.Error(), "svg") {
		t.Errorf("SimulatePlot(pdf) = %v, want an error naming png and svg", err)
	}
}

// Units follow the span and the size: minutes past ten minutes, GiB from
// 10 GiB.
func TestSimulatePlotUnits(t *testing.T) {
	for _, tc := range []struct {
		span  float64
		maxMB int64
		want  string
	}{{600, 10239, "s MB"}, {601, 10240, "min GiB"}, {0, 0, "s MB"}} {
		if got := timeUnit(tc.span).name + " " + memoryUnit(tc.maxMB).name; got != tc.want {
			t.Errorf("units(%v s, %d MB) = %s, want %s", tc.span, tc.maxMB, got, tc.want)
		}
	}
	// 40960 MB at 4 s, in GiB and minutes: 40 GiB at 4/60 min.
	got := memorySeries(simTimed(1, 1), 1, false, timeUnit(601), memoryUnit(10240))[4]
	if got.Y != 40 || strconv.FormatFloat(got.X, 'f', 4, 64) != "0.0667" {
		t.Errorf("root.a's last sample = %v, want {0.0667 40}", got)
	}
}

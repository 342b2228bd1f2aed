package simulate

import (
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
)

// The timeline has a sample at 0 and at the end of every second in which
// some queue's usage or fair share changed: the same load over 1 h and
// over 24 h (it is over within the first hour) has the same samples, and
// every sample differs from the one before it.
func TestTimelineSamplesChangesOnly(t *testing.T) {
	tree := "<queueMaxAMShareDefault>-1</queueMaxAMShareDefault>" + benchTree()
	load := timedLoad(20, 40, 20, 600, 120)
	hour := newSim(t, tree, load, nil).Run(simcore.RunOptions{DurationMS: 3600 * 1000})
	day := newSim(t, tree, load, nil).Run(simcore.RunOptions{DurationMS: 24 * 3600 * 1000})
	if len(hour.Timeline) != len(day.Timeline) || len(hour.Timeline) < 2 {
		t.Fatalf("%d samples over 1 h, %d over 24 h; want the same, more than 1", len(hour.Timeline), len(day.Timeline))
	}
	if hour.LastChange != day.LastChange || hour.LastChange >= 3600 || hour.LastChange <= 600 {
		t.Errorf("last change at %v s (1 h) and %v s (24 h); want the same, between 600 and 3600", hour.LastChange, day.LastChange)
	}
	last := day.Timeline[len(day.Timeline)-1]
	if last.T != day.LastChange {
		t.Errorf("last sample at %v s, last change at %v s", last.T, day.LastChange)
	}
	for i := 1; i < len(day.Timeline); i++ {
		prev, cur := day.Timeline[i-1], day.Timeline[i]
		same := true
		for q := range cur.Usage {
			same = same && equal(prev.Usage[q], cur.Usage[q]) && equal(prev.FairShare[q], cur.FairShare[q])
		}
		if same || cur.T <= prev.T || cur.T != float64(int64(cur.T)) {
			t.Fatalf("sample %d at %v s repeats sample %d at %v s, or is not on a later whole second", i, cur.T, i-1, prev.T)
		}
	}
	// Every app finished, and says when; the peaks are kept though usage
	// is back to 0.
	for _, a := range day.Apps {
		if a.EndAt == nil || a.State != simcore.StateFinished || a.FirstContainerAt == nil || *a.FirstContainerAt < a.Start || *a.EndAt < *a.FirstContainerAt+120 {
			t.Errorf("app %s: start %v, first container %v, ended %v (%s)", a.ID, a.Start, a.FirstContainerAt, a.EndAt, a.State)
		}
		if a.Asked != 20 {
			t.Errorf("app %s asked %d, want 20", a.ID, a.Asked)
		}
	}
	if root := day.Queues[0]; root.Usage[mem] != 0 || root.Peak[mem] == 0 || root.PeakAt == nil {
		t.Errorf("root: usage %v, peak %v at %v; want 0 and a peak", root.Usage, root.Peak, root.PeakAt)
	}
}

// With a sample interval, every interval is sampled too, changed or not,
// and the changes in between still are.
func TestTimelineInterval(t *testing.T) {
	tree := "<queueMaxAMShareDefault>-1</queueMaxAMShareDefault>" + benchTree()
	load := timedLoad(20, 40, 20, 600, 120)
	plain := newSim(t, tree, load, nil).Run(simcore.RunOptions{DurationMS: 3600 * 1000})
	every := newSim(t, tree, load, nil).Run(simcore.RunOptions{DurationMS: 3600 * 1000, SampleMS: 60 * 1000})
	at := map[float64]bool{}
	for _, s := range every.Timeline {
		at[s.T] = true
	}
	for m := 0; m <= 60; m++ {
		if !at[float64(m*60)] {
			t.Errorf("no sample at minute %d", m)
		}
	}
	for _, s := range plain.Timeline {
		if !at[s.T] {
			t.Errorf("the change at %v s is not sampled with an interval", s.T)
		}
	}
}

package main

import (
	"math"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// TestCollectLate checks that a run starts with the collector off under a
// memory limit, and that the first collection hands over to gcPercent with
// no limit.
func TestCollectLate(t *testing.T) {
	oldPercent, oldLimit := debug.SetGCPercent(100), debug.SetMemoryLimit(math.MaxInt64)
	defer func() { debug.SetGCPercent(oldPercent); debug.SetMemoryLimit(oldLimit) }()
	collectLate()
	if p := debug.SetGCPercent(-1); p != -1 {
		t.Errorf("after collectLate: GC percent %d, want -1 (off)", p)
	}
	if l := debug.SetMemoryLimit(-1); l != gcHeadroom {
		t.Errorf("after collectLate: memory limit %d, want %d", l, gcHeadroom)
	}
	runtime.GC()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if debug.SetMemoryLimit(-1) == math.MaxInt64 {
			break
		}
		runtime.GC()
	}
	if p := debug.SetGCPercent(gcPercent); p != gcPercent {
		t.Errorf("after the first collection: GC percent %d, want %d", p, gcPercent)
	}
	if l := debug.SetMemoryLimit(-1); l != math.MaxInt64 {
		t.Errorf("after the first collection: memory limit %d, want none", l)
	}
}

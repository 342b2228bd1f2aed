package xmlconf

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestNameArenaJoins checks nameArena.join against plain concatenation, the
// oracle, over trees of every kind of shape read depth first, and that no
// name handed out changes when later ones are written after it.
func TestNameArenaJoins(t *testing.T) {
	tests := []struct {
		name        string
		fanout      int // children per queue
		depth       int
		chunkFiller int // extra long names to force new chunks
	}{
		{"chain", 1, 300, 0},
		{"wide", 2000, 1, 0},
		{"bushy", 3, 7, 0},
		{"long names over a chunk", 2, 4, nameChunk},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var a nameArena
			type made struct{ got, want string }
			var all []made
			var walk func(parent string, level int)
			walk = func(parent string, level int) {
				if level == tc.depth {
					return
				}
				for i := range tc.fanout {
					name := "q" + strconv.Itoa(i) + strings.Repeat("x", rand.IntN(tc.chunkFiller+1))
					got := a.join(parent, name)
					all = append(all, made{got, parent + "." + name})
					walk(got, level+1)
				}
			}
			walk("root", 0)
			for _, m := range all {
				if m.got != m.want {
					t.Fatalf("join made %q, want %q", m.got, m.want)
				}
			}
		})
	}
}

// TestNameArenaSharesChains checks that a chain of single children costs its
// longest name, not the sum of its prefixes.
func TestNameArenaSharesChains(t *testing.T) {
	var a nameArena
	full := "root"
	for i := range 1000 {
		full = a.join(full, "c"+strconv.Itoa(i))
	}
	if used := a.b.Len(); used != len(full) {
		t.Errorf("a chain of 1000 names used %d bytes, want %d (its longest name)", used, len(full))
	}
}

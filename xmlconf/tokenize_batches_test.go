package xmlconf

import (
	"testing"
	"time"

	"github.com/fairsched/fairsched/core/xmltok"
)

// countingTokens returns a token source that yields n text tokens, then
// xmltok.EOF.
func countingTokens(n int) func(*xmltok.Tok) {
	i := 0
	return func(rt *xmltok.Tok) {
		if i >= n {
			*rt = xmltok.Tok{Kind: xmltok.EOF}
			return
		}
		i++
		*rt = xmltok.Tok{Kind: xmltok.CharData, Off: i}
	}
}

// TestRunTokensReusesBatches checks that the tokenizer stage makes at most
// maxBatches batches however many tokens it reads, whether the reader hands
// each batch back at once or only after it has taken the next ones, and
// that every token arrives in order.
func TestRunTokensReusesBatches(t *testing.T) {
	const tokens = 200 * batchSize
	for _, lag := range []int{0, 1, maxBatches / 2} {
		out, free, stop := make(chan []xmltok.Tok, 4), make(chan []xmltok.Tok, maxBatches), make(chan struct{})
		go runTokens(countingTokens(tokens), nil, out, free, stop)
		arrays := map[*xmltok.Tok]bool{}
		var held [][]xmltok.Tok
		want := 1
		for batch := range out {
			arrays[&batch[:1][0]] = true
			for _, tok := range batch {
				if tok.Kind == xmltok.CharData && tok.Off != want {
					t.Fatalf("lag %d: token %d arrived as %d", lag, want, tok.Off)
				}
				want++
			}
			held = append(held, batch)
			if len(held) > lag {
				free <- held[0][:0]
				held = held[1:]
			}
		}
		close(stop)
		if want != tokens+2 {
			t.Errorf("lag %d: %d tokens arrived, want %d and the end", lag, want-1, tokens)
		}
		if len(arrays) > maxBatches {
			t.Errorf("lag %d: the tokenizer made %d batches, want at most %d", lag, len(arrays), maxBatches)
		}
	}
}

// TestRunTokensStopsWhileWaiting checks that a tokenizer waiting for a
// batch to come back returns once the reader stops, closing out.
func TestRunTokensStopsWhileWaiting(t *testing.T) {
	out, free, stop := make(chan []xmltok.Tok, 4), make(chan []xmltok.Tok, maxBatches), make(chan struct{})
	go runTokens(countingTokens(100*batchSize), nil, out, free, stop)
	<-out // the reader takes one batch, gives none back and stops
	close(stop)
	done := make(chan struct{})
	go func() {
		for range out {
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the tokenizer did not stop")
	}
}

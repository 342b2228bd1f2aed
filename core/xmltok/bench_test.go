package xmltok

import (
	"bytes"
	"testing"

	"github.com/fairsched/fairsched/internal/synth"
)

// benchFiles are the inputs of the tokenizer benchmarks: the 10,000-queue
// files of scripts/bench.sh (corpus, which has non-ASCII text) and of
// scripts/bench-capacity.sh.
func benchFiles(b *testing.B) map[string][]byte {
	b.Helper()
	files := map[string][]byte{}
	for name, write := range map[string]func(*bytes.Buffer) error{
		"corpus":   func(w *bytes.Buffer) error { return synth.Corpus("../../testdata/fair-scheduler/corpus")(w, 10000) },
		"capacity": func(w *bytes.Buffer) error { return synth.Capacity(w, 10000) },
	} {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			b.Fatal(err)
		}
		files[name] = buf.Bytes()
	}
	return files
}

// BenchmarkTokenizer reads every token of each bench file, as xmlconf's
// reader asks for them.
func BenchmarkTokenizer(b *testing.B) {
	for name, src := range benchFiles(b) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				f := NewTokenizer(src)
				var rt Tok
				for rt.Kind != EOF {
					f.Next(&rt)
					if rt.Kind == Fallback || rt.Kind == Fail {
						b.Fatalf("token at %d: kind %d", rt.Off, rt.Kind)
					}
				}
			}
		})
	}
}

// BenchmarkScanPlainTokens reads each bench file as core/yarnsite does.
func BenchmarkScanPlainTokens(b *testing.B) {
	for name, src := range benchFiles(b) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				if !ScanPlainTokens(src, func(*PlainToken) bool { return true }) {
					b.Fatal("the file was handed over")
				}
			}
		})
	}
}

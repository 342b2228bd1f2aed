package xmltok

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// posSimple is the position of byte offset off counted from the start of
// src: the oracle of the Tokenizer's forward-only bookkeeping.
func posSimple(src []byte, off int) Pos {
	lineStart := bytes.LastIndexByte(src[:off], '\n') + 1
	return PosOf(1+bytes.Count(src[:off], []byte{'\n'}), utf16ColsSimple(src[lineStart:off])+1)
}

// checkPositions reads src with the Tokenizer and checks the position of
// every token (and after every end tag) against posSimple.
func checkPositions(t *testing.T, name string, src []byte) {
	t.Helper()
	f := NewTokenizer(src)
	for {
		var rt Tok
		f.Next(&rt)
		if rt.Kind == Fallback {
			return
		}
		if want := posSimple(src, rt.Off); rt.Pos != want && rt.Kind != EOF {
			t.Fatalf("%s: token %d at byte %d: position %v, want %v", name, rt.Kind, rt.Off, rt.Pos, want)
		}
		if rt.Kind == EOF {
			if want := posSimple(src, len(src)); rt.Pos != want {
				t.Fatalf("%s: end of input at %v, want %v", name, rt.Pos, want)
			}
			return
		}
		if want := posSimple(src, rt.End); rt.Kind == EndTag && rt.EndPos != want {
			t.Fatalf("%s: end tag at byte %d ends at %v, want %v", name, rt.Off, rt.EndPos, want)
		}
	}
}

// positionCases mix ASCII and wider text on one line and across lines,
// where the Tokenizer switches between counting bytes and columns.
var positionCases = []string{
	"", "<a/>", "<a>\n  <b>x</b>\n</a>",
	"<a>é</a><b>x</b>\n<c>ü</c>\n<d/>",
	"<a x='😀'>队</a>\n\n<b>\xe9\x98</b> 列\n<c/>",
	"<a>" + strings.Repeat("x", 600) + "é" + strings.Repeat("<b/>", 10) + "</a>\n<c/>",
	"<a>\r\nx\ré</a>",
}

// TestTokenizerPositions checks the Tokenizer's positions against counting
// from scratch, over every XML file under testdata and the cases above.
func TestTokenizerPositions(t *testing.T) {
	var files []string
	for _, dir := range []string{"../../testdata", "../../xmlconf/testdata", "../../examples"} {
		_ = filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".xml") {
				files = append(files, path)
			}
			return nil
		})
	}
	if len(files) < 100 {
		t.Fatalf("found only %d XML files under testdata", len(files))
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		checkPositions(t, path, src)
	}
	for _, c := range positionCases {
		checkPositions(t, c, []byte(c))
	}
}

func FuzzTokenizerPositions(f *testing.F) {
	for _, c := range positionCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		checkPositions(t, "fuzz", src)
	})
}

package xmlconf

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/xmltok"
	"github.com/fairsched/fairsched/internal/synth"
)

// collect reads tokens with next until the one that ends reading.
func collect(next func(*xmltok.Tok)) []xmltok.Tok {
	var out []xmltok.Tok
	for {
		var rt xmltok.Tok
		next(&rt)
		out = append(out, rt)
		if rt.Kind == xmltok.Fail || rt.Kind == xmltok.EOF || rt.Kind == xmltok.Fallback {
			return out
		}
	}
}

// sameTokens checks that the fast tokenizer either hands src over or reads
// it exactly as the encoding/xml tokenizer does; it reports whether the fast
// tokenizer read it.
func sameTokens(t *testing.T, name string, src []byte) bool {
	t.Helper()
	src = transcode(src)
	fast := collect(xmltok.NewTokenizer(src).Next)
	if fast[len(fast)-1].Kind == xmltok.Fallback {
		return false
	}
	slow := collect(newTokenizer(src).Next)
	for i := range max(len(fast), len(slow)) {
		if i >= len(fast) || i >= len(slow) {
			t.Fatalf("%s: fast read %d tokens, encoding/xml %d", name, len(fast), len(slow))
		}
		f, s := fast[i], slow[i]
		// Spaced is the fast tokenizer's alone; attrsSpaced is its oracle.
		if f.Spaced && !attrsSpaced(src[f.Off:f.End]) {
			t.Fatalf("%s: token %d is Spaced, but attrsSpaced finds attributes run together: %q", name, i, src[f.Off:f.End])
		}
		if f.Kind == xmltok.StartTag && !f.Spaced && attrsSpaced(src[f.Off:f.End]) {
			t.Fatalf("%s: start tag %d is not Spaced, but attrsSpaced finds its attributes separated: %q", name, i, src[f.Off:f.End])
		}
		f.Spaced = false
		if len(f.Attr) == 0 && len(s.Attr) == 0 {
			f.Attr, s.Attr = nil, nil
		}
		if !reflect.DeepEqual(f, s) {
			t.Fatalf("%s: token %d differs:\nfast %+v\nslow %+v", name, i, f, s)
		}
	}
	return true
}

// TestFastTokenizerMatchesEncodingXML runs both tokenizers over every XML
// file under testdata and over hand-written edge cases.
func TestFastTokenizerMatchesEncodingXML(t *testing.T) {
	var files []string
	for _, dir := range []string{"../testdata", "testdata", "../examples", "../analysis/diff/testdata", "../fair/place/testdata"} {
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
	read := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if sameTokens(t, f, src) {
			read++
		}
	}
	// Most files are plain XML: the fast path must take them.
	t.Logf("fast path read %d of %d files", read, len(files))
	if read < len(files)*3/4 {
		t.Errorf("the fast tokenizer read only %d of %d files", read, len(files))
	}
	for _, tc := range fastTokenizerCases {
		sameTokens(t, tc, []byte(tc))
	}
}

// fastTokenizerCases are inputs at the edges of what the fast tokenizer
// reads itself.
var fastTokenizerCases = []string{
	"",
	"   \n\t ",
	`<?xml version="1.0"?><a/>`,
	`<?xml version="1.0" encoding="UTF-8"?>` + "\r\n<a>\r\n</a>",
	`<?xml version='1.0' encoding='iso-8859-1' standalone='yes' ?><a/>`,
	`<?xml version="1.0" encoding="ebcdic"?><a/>`,
	`<?xml version="1.1"?><a/>`,
	`<?xml version = "1.0"?><a/>`,
	`<?xml version="1.0"><a/>`,
	`<?XML version="1.0"?><a/>`,
	"<a>x\ry\r\nz\n\r</a>",
	"<a>&lt;&gt;&amp;&apos;&quot;&#65;&#x42;&#x1F600;&#xD800;</a>",
	"<a>&#0;</a>", "<a>&#x110000;</a>", "<a>&#x;</a>", "<a>&#X41;</a>", "<a>&nbsp;</a>", "<a>&lt</a>", "<a>& b;</a>",
	"<a>\r&#10;\n</a>",
	"<a>]]></a>", "<a>]]&gt;</a>", "<a>]</a>",
	"<a><![CDATA[x<y&z]]>\r\n]]></a>", "<a><![CDATA[open</a>", "<a><![CDAT[x]]></a>",
	"<a><!-- c - d --><!----><!-- x --->",
	"<a><!-- x -- y --></a>",
	`<a b="1" c='2'd="3" e = "4&amp;5" f="x&#13;y" g="a` + "\r\n" + `b"/>`,
	`<a b="<"/>`, `<a b=1/>`, `<a b/>`, `<a b="1" / >`, `<a/ >`,
	"<a:b:c/>", "<:a/>", "<a:/>", "<x:a y:b='1'></x:a>", "<1a/>", "<-a/>", "<a.b-c_d/>",
	"<é/>", "<aé/>", "<a é='1'/>", "<a>é ü 中</a>", "<a>\xff</a>", "<a>\x01</a>", "<a b='\x01'/>",
	"<!DOCTYPE a><a/>", `<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>`,
	"<a></a >", "<a></a\n>", "</a>", "<a></b>", "<a>", "<a", "<a b", `<a b="`, "<?pi", "<?pi x?>", "<? pi?>", "<?pi?><a/>",
	"<a/>text", "<a/><b/>", "<a></a></xml>", "\xef\xbb\xbf<a/>",
	// indentation (Tokenizer.indent): up to '<' or the end, with a carriage
	// return, before other text, longer than the interner shares
	"<a>\n\t <b/>\n</a>\n  ", "<a> \r\n <b/></a>", "<a>\n  x\n</a>", "<a>\n  &amp;</a>", "<a>" + strings.Repeat(" \n", 100) + "</a>",
	"<a>\n" + strings.Repeat(" ", 20) + "<b/>\n" + strings.Repeat(" ", 17) + "x</a>" + strings.Repeat(" ", 16),
	// end tags against the innermost start tag (Tokenizer.open)
	"<ab><a></a></ab>", "<a><b></bb></a>", "<a><bb></b></a>", "<a><b/></a\t>", "<x:a><b></b></x:a>", "<a><b></b", "<a></a>></a>",
}

// TestFastTokenizerReadsSyntheticShapes makes sure the benchmark shapes
// take the fast path, so the benchmarks measure it.
func TestFastTokenizerReadsSyntheticShapes(t *testing.T) {
	for name, shape := range synth.Shapes {
		var buf bytes.Buffer
		if err := shape(&buf, 300); err != nil {
			t.Fatal(err)
		}
		if !sameTokens(t, name, buf.Bytes()) {
			t.Errorf("shape %s: the fast tokenizer handed the file over", name)
		}
	}
}

// FuzzTokenizers checks on arbitrary input that the fast tokenizer reads
// exactly what encoding/xml reads, or hands the input over.
func FuzzTokenizers(f *testing.F) {
	for _, tc := range fastTokenizerCases {
		f.Add([]byte(tc))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		sameTokens(t, "fuzz", src)
	})
}

package xmlconf

import (
	"strings"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/resource"
)

// span is a piece of the lower-cased value and the byte offset where it starts.
type span struct {
	text  string
	start int
}

// parseOldAbsolute reads "1024 mb, 2 vcores" (§5.4): exactly two
// comma-separated pieces, or else exactly two number+word tokens found
// anywhere; each resource is read from the first piece containing its unit.
func parseOldAbsolute(value string, types resource.ResourceTypes) (ConfigurableResource, error) {
	lc := javaLower(value)
	pieces := commaSpans(lc)
	c := ConfigurableResource{Style: StyleOldAbsolute, Absolute: resource.NewResource(len(types), 0)}
	if len(pieces) != 2 {
		pieces = wordSpans(lc)
		if len(pieces) != 2 {
			return ConfigurableResource{}, resourceErr("Cannot parse resource values from input: " + value)
		}
		c.Quirks |= QuirkWordSeparated
	}
	for i, unit := range []string{"mb", "vcores"} {
		n, q, err := oldAbsolute(lc, pieces, unit)
		if err != nil {
			return ConfigurableResource{}, err
		}
		c.Absolute[i] = n
		c.Quirks |= q
	}
	if len(types) > 2 {
		c.Quirks |= QuirkCustomZeroed
	}
	return c, nil
}

// commaSpans is javaSplit(lc, ",") with each piece's offset.
func commaSpans(lc string) []span {
	parts := javaSplit(lc, ",")
	out := make([]span, len(parts))
	off := 0
	for i, p := range parts {
		out[i] = span{p, off}
		off += len(p) + 1
	}
	return out
}

// wordSpans is Hadoop's fallback for values not split into two by commas:
// every match of -?\d+(\.\d*)?\s*[a-z]+\s* in lc.
func wordSpans(lc string) []span {
	var out []span
	for _, m := range wordPattern().FindAllStringIndex(lc, -1) {
		out = append(out, span{lc[m[0]:m[1]], m[0]})
	}
	return out
}

// oldAbsolute reads the first piece containing unit: an integer (its
// fraction dropped) followed by the unit at the start of the trimmed piece.
// The number must fit a Java int; otherwise Integer.parseInt throws and
// Hadoop reports its catch-all message.
func oldAbsolute(lc string, pieces []span, unit string) (int64, Quirks, error) {
	label := unit
	if unit == "mb" {
		label = "memory"
	}
	i := -1
	for j := range pieces {
		if strings.Contains(pieces[j].text, unit) {
			i = j
			break
		}
	}
	if i < 0 {
		return 0, 0, resourceErr("Missing resource: " + unit)
	}
	p := javanum.JavaTrim(pieces[i].text)
	m, ok := scanValue(p, unit)
	if !ok {
		return 0, 0, resourceErr("Invalid value of " + label + ": " + p)
	}
	n, err := javanum.ParseJavaInt(p[:m.digitsEnd])
	if err != nil {
		return 0, 0, resourceErr(msgRuntime)
	}
	if n < 0 {
		return 0, 0, negativeErr(label, int64(n))
	}
	start := pieces[i].start + strings.Index(pieces[i].text, p)
	return int64(n), oldAbsoluteQuirks(lc, start, p, m), nil
}

// oldAbsoluteQuirks reports what Hadoop silently ignored in the piece p
// (starting at byte start of lc) whose match is m.
func oldAbsoluteQuirks(lc string, start int, p string, m valueMatch) Quirks {
	var q Quirks
	if m.fraction != "" && strings.Trim(m.fraction[1:], "0") != "" {
		q |= QuirkDecimalDropped
	}
	if m.end < len(p) {
		q |= QuirkUnitSuffix
	}
	if start >= 2 && lc[start-1] == ',' && isASCIIDigit(lc[start-2]) && isASCIIDigit(lc[start]) {
		q |= QuirkThousandsSeparator
	}
	return q
}

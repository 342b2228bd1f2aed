package xmlconf

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/fairsched/fairsched/core/xmltok"
)

// This file resolves the general entities of an internal DTD subset the way
// Java's parser does: the first declaration wins, references inside values
// are expanded recursively, and the JDK's default limits on entity
// expansion apply (Hadoop's parser rejects a file that goes over them).

// The JDK's default limits (jdk.xml.entityExpansionLimit and
// jdk.xml.totalEntitySizeLimit), which apply to Hadoop's parser.
const (
	jdkExpansionLimit = 64000
	jdkTotalSizeLimit = 50000000
)

// entityLimit is the point where the JDK stops expanding entities.
type entityLimit struct {
	off int // byte offset of the reference that goes over the limit
	pos Pos
	msg string
}

// entityTable resolves the general entities of an internal DTD subset.
type entityTable struct {
	decl  map[string]string // replacement text as written; the first declaration wins
	order []string
	val   map[string]string // fully expanded values of the usable entities
	cost  map[string]int    // expansions one reference causes, itself included
	bad   map[string]string // entities whose reference makes Hadoop's parser fail, with the reason
}

func (t *entityTable) declare(name, value string) bool {
	if _, dup := t.decl[name]; dup {
		return false
	}
	t.decl[name] = value
	t.order = append(t.order, name)
	return true
}

func (t *entityTable) resolveAll(dt *doctype) {
	t.val, t.cost = map[string]string{}, map[string]int{}
	for _, name := range t.order {
		t.resolve(name, map[string]bool{})
		if v, ok := t.val[name]; ok && strings.Contains(v, "<") {
			dt.markup = append(dt.markup, name)
		}
	}
}

// resolve expands one entity, recursively, remembering the result. Active
// holds the entities being expanded, to find self-references.
func (t *entityTable) resolve(name string, active map[string]bool) {
	if _, done := t.cost[name]; done {
		return
	}
	active[name] = true
	defer delete(active, name)
	var b strings.Builder
	cost := 1
	ok := expandRefs(&b, t.decl[name], func(ref string) (string, bool) {
		v, c, why := t.ref(ref, active)
		if why != "" {
			t.fail(name, why)
			return "", false
		}
		cost += c
		if cost > jdkExpansionLimit || b.Len()+len(v) > jdkTotalSizeLimit {
			t.fail(name, limitMsg)
			return "", false
		}
		return v, true
	})
	if ok {
		t.cost[name], t.val[name] = cost, b.String()
	}
}

// expandRefs writes s to b with every reference "&name;" replaced by
// value(name), and stops, returning false, at the first reference value
// refuses.
func expandRefs(b *strings.Builder, s string, value func(ref string) (string, bool)) bool {
	for s != "" {
		i := strings.IndexByte(s, '&')
		j := strings.IndexByte(s[max(i, 0):], ';')
		if i < 0 || j < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		v, ok := value(s[i+1 : i+j])
		if !ok {
			return false
		}
		b.WriteString(v)
		s = s[i+j+1:]
	}
	return true
}

// ref returns the text of one reference inside an entity value.
func (t *entityTable) ref(ref string, active map[string]bool) (string, int, string) {
	if v, ok := charOrPredefined(ref); ok {
		return v, 0, ""
	}
	if _, declared := t.decl[ref]; !declared {
		return "", 0, fmt.Sprintf("the entity %q was referenced, but not declared", ref)
	}
	if active[ref] {
		return "", 0, fmt.Sprintf("recursive entity reference %q", ref)
	}
	t.resolve(ref, active)
	if why := t.bad[ref]; why != "" {
		return "", 0, why
	}
	return t.val[ref], t.cost[ref], ""
}

func (t *entityTable) fail(name, why string) {
	t.cost[name] = 0
	t.bad[name] = why
}

const limitMsg = "more than 64000 entity expansions or 50000000 characters of entity text; Hadoop's XML parser (the JDK) stops at these limits and rejects the file"

// checkExpansions adds up the entity references after the DOCTYPE in
// document order and, when they go over the JDK's limits, cuts the input at
// the reference that does and reports true. It counts references in
// comments and CDATA too, which Java does not expand: an approximation on
// the safe side.
func (tz *tokenizer) checkExpansions(t *entityTable) bool {
	start := int(tz.dec.InputOffset())
	count, size := 0, 0
	s := tz.src[start:]
	for off := 0; ; {
		i := indexByte(s[off:], '&')
		if i < 0 {
			return false
		}
		off += i + 1
		j := indexByte(s[off:], ';')
		if j < 0 || j > 1024 {
			continue
		}
		val, known := t.val[string(s[off:off+j])]
		if !known {
			continue
		}
		count += t.cost[string(s[off:off+j])]
		size += len(val)
		if count > jdkExpansionLimit || size > jdkTotalSizeLimit {
			at := start + off - 1
			tz.limit = &entityLimit{off: at, pos: posAt(tz.src, at), msg: "XML is not well formed: " + limitMsg}
			tz.in.end = at
			return true
		}
	}
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}

// poisonedEntity turns encoding/xml's complaint about an entity it does not
// know into the reason Hadoop's parser fails on that entity, if there is one.
func (t *tokenizer) poisonedEntity(msg string) string {
	const prefix = "invalid character entity &"
	if !strings.HasPrefix(msg, prefix) || !strings.HasSuffix(msg, ";") {
		return ""
	}
	name := strings.TrimSuffix(strings.TrimPrefix(msg, prefix), ";")
	if why := t.poison[name]; why != "" {
		return fmt.Sprintf("XML is not well formed: entity %q cannot be expanded: %s", name, why)
	}
	return ""
}

// posAt returns the position of byte offset off in src: lines end at '\n'
// as encoding/xml counts them, columns count characters (see Pos).
func posAt(src []byte, off int) Pos {
	line, start := 1, 0
	for i, c := range src[:off] {
		if c == '\n' {
			line, start = line+1, i+1
		}
	}
	return xmltok.PosOf(line, xmltok.UTF16Cols(src[start:off])+1)
}

// charOrPredefined returns the text of a character reference ("#38",
// "#x26") or of one of the five predefined entities.
func charOrPredefined(ref string) (string, bool) {
	if text, ok := xmltok.PredefinedEntity(ref); ok {
		return text, true
	}
	if !strings.HasPrefix(ref, "#") {
		return "", false
	}
	var n uint64
	var err error
	if strings.HasPrefix(ref, "#x") {
		n, err = strconv.ParseUint(ref[2:], 16, 32)
	} else {
		n, err = strconv.ParseUint(ref[1:], 10, 32)
	}
	if err != nil || !utf8.ValidRune(rune(n)) {
		return "", false
	}
	return string(rune(n)), true
}

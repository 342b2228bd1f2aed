package convert_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
)

// fs2csCase is one file of testdata/convert/fs2cs (see its README).
type fs2csCase struct {
	rel, mode   string
	cluster     resource.Resource
	fair, site  string
	expectation []string
}

// parseFs2csCase reads a case: a description, an args: line, then the
// sections -- fair-scheduler.xml --, optionally -- yarn-site.xml --, and
// -- fs2cs --.
func parseFs2csCase(t *testing.T, data string) fs2csCase {
	t.Helper()
	c := fs2csCase{rel: "3.3", mode: string(convert.ModePercentage)}
	sections := map[string]*strings.Builder{}
	var cur *strings.Builder
	for _, line := range strings.SplitAfter(data, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, "-- ") && strings.HasSuffix(trimmed, " --"):
			cur = &strings.Builder{}
			sections[strings.TrimSuffix(strings.TrimPrefix(trimmed, "-- "), " --")] = cur
		case cur != nil:
			cur.WriteString(line)
		case strings.HasPrefix(trimmed, "args:"):
			f := strings.Fields(strings.TrimPrefix(trimmed, "args:"))
			for i := 0; i+1 < len(f); i += 2 {
				switch f[i] {
				case "--hadoop-version":
					c.rel = f[i+1]
				case "--capacity-mode":
					c.mode = f[i+1]
				case "--cluster-mb-vcores":
					var mb, vc int64
					fmt.Sscanf(f[i+1], "%d,%d", &mb, &vc)
					c.cluster = resource.Resource{mb, vc}
				}
			}
		}
	}
	for _, name := range []string{"fair-scheduler.xml", "fs2cs"} {
		if sections[name] == nil {
			t.Fatalf("no -- %s -- section", name)
		}
	}
	c.fair = sections["fair-scheduler.xml"].String()
	if s := sections["yarn-site.xml"]; s != nil {
		c.site = s.String()
	}
	for _, l := range strings.Split(sections["fs2cs"].String(), "\n") {
		if strings.TrimSpace(l) != "" {
			c.expectation = append(c.expectation, strings.TrimSpace(l))
		}
	}
	return c
}

// TestFs2csCases runs testdata/convert/fs2cs: where we keep fs2cs's
// behaviour our output agrees with what Hadoop's converter tests expect;
// where we differ on purpose the line says why, and we really differ.
func TestFs2csCases(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/convert/fs2cs/*.txt")
	if len(files) < 6 {
		t.Fatalf("%d fs2cs cases", len(files))
	}
	kept, differ := 0, 0
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			c := parseFs2csCase(t, string(data))
			r := run(t, c.fair, c.site, c.rel, convert.Mode(c.mode), c.cluster)
			for _, line := range c.expectation {
				if checkFs2csLine(t, r, line) {
					differ++
				} else {
					kept++
				}
			}
		})
	}
	t.Logf("%d fs2cs expectations kept, %d differences on purpose", kept, differ)
}

// checkFs2csLine checks one expectation; it reports whether the line is a
// difference on purpose.
func checkFs2csLine(t *testing.T, r *convert.Result, line string) bool {
	t.Helper()
	expect, reason, differs := strings.Cut(line, "# differs:")
	expect = strings.TrimSpace(expect)
	op := " = "
	if !strings.Contains(expect, op) {
		op = " ~ "
	}
	key, want, ok := strings.Cut(expect, op)
	if !ok {
		t.Fatalf("line %q is neither key = value nor key ~ text", line)
	}
	got, set := lookup(r, key)
	var same bool
	switch {
	case want == "(none)":
		same = !set
	case op == " ~ ":
		same = set && strings.Contains(got, want)
	default:
		same = set && sameValue(got, want)
	}
	switch {
	case differs && strings.TrimSpace(reason) == "":
		t.Errorf("%s: a difference without a reason", line)
	case differs && same:
		t.Errorf("%s: marked as a difference, but we write the same (%q)", key, got)
	case !differs && !same:
		t.Errorf("%s: fs2cs writes %q, we write %q (set %v)", key, want, got, set)
	}
	return differs
}

// sameValue compares a value we write with fs2cs's as Hadoop reads it: two
// numbers (or two weights, "2.0w") are the same when they are the same
// Java float ("50" and "50.000", "-1" and "-1.0"); anything else as text.
func sameValue(got, want string) bool {
	if got == want {
		return true
	}
	g, gw := strings.CutSuffix(got, "w")
	w, ww := strings.CutSuffix(want, "w")
	if gw != ww {
		return false
	}
	a, err1 := strconv.ParseFloat(g, 32)
	b, err2 := strconv.ParseFloat(w, 32)
	return err1 == nil && err2 == nil && float32(a) == float32(b)
}

// lookup finds a key of an fs2cs expectation in the output: a property of
// capacity-scheduler.xml or yarn-site.xml, or mapping.N.field.
func lookup(r *convert.Result, key string) (string, bool) {
	if rest, ok := strings.CutPrefix(key, "mapping."); ok {
		var n int
		var field string
		if _, err := fmt.Sscanf(strings.Replace(rest, ".", " ", 1), "%d %s", &n, &field); err != nil {
			return "", false
		}
		rules, _ := r.MappingRules["rules"].([]any)
		if n < 1 || n > len(rules) {
			return "", false
		}
		v, ok := rules[n-1].(map[string]any)[field]
		return fmt.Sprint(v), ok
	}
	name := key
	if !strings.HasPrefix(key, "yarn.") {
		name = capacity.Prefix + key
	}
	for _, props := range [][]capacity.Property{r.CapacityScheduler, r.YarnSite} {
		for _, p := range props {
			if p.Name == name {
				return p.Value, true
			}
		}
	}
	return "", false
}

package lint

import (
	"slices"
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

// TestAfterRootKeepsFindings: a stray "</xml>" after </allocations> is an
// error (Hadoop refuses the file), but the tree before it is complete, so
// its findings (here a 0-vcore max) are reported too.
func TestAfterRootKeepsFindings(t *testing.T) {
	const src = `<allocations>
  <queue name="a">
    <maxResources>1024 mb, 0 vcores</maxResources>
  </queue>
  <queue name="b"><weight>0</weight></queue>
</allocations>
</xml>
`
	a := xmlconf.Parse([]byte(src), xmlconf.Options{})
	var rules []string
	for _, d := range Suppress(a, "f.xml", Run("f.xml", a, Options{})) {
		rules = append(rules, d.Pos.String()+" "+d.Rule)
	}
	for _, want := range []string{"3:5 zero-max-resources", "7:1 malformed-xml"} {
		if !slices.Contains(rules, want) {
			t.Errorf("findings %v, want %s among them", rules, want)
		}
	}
	// The same tree cut inside the root is no allocation file: the
	// malformed-xml error alone.
	cut := src[:len(src)-len("</allocations>\n</xml>\n")]
	a = xmlconf.Parse([]byte(cut), xmlconf.Options{})
	if ds := Run("f.xml", a, Options{}); len(ds) != 1 || ds[0].Rule != RuleMalformedXML {
		t.Errorf("truncated file: %v, want the malformed-xml error alone", ds)
	}
}

package lint

import (
	"errors"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestUnreadCapacityFileSelection: cs-empty-file and cs-malformed-xml obey
// the rule selection (Only, Off) and the severity overrides as every rule
// does (the driver used to report them whatever the options said).
func TestUnreadCapacityFileSelection(t *testing.T) {
	const malformed = "<configuration>\n  <property><name>a</name>\n</configuration>\n"
	tests := []struct {
		name, src string
		o         Options
		want      string // "rule severity line:col", one per finding
	}{
		{"malformed", malformed, Options{}, "cs-malformed-xml error 3:1"},
		{"empty", "  \n", Options{}, "cs-empty-file error 1:1"},
		{"wrong root", "<allocations/>", Options{}, "cs-malformed-xml error 1:1"},
		{"only another rule", malformed, Options{Only: []string{CSUnknownProperty.ID}}, ""},
		{"only it", malformed, Options{Only: []string{CSMalformedXML.ID}}, "cs-malformed-xml error 3:1"},
		{"off", "", Options{Off: map[string]bool{CSEmptyFile.ID: true}}, ""},
		{"severity", malformed, Options{Severity: map[string]Severity{CSMalformedXML.ID: Warning}}, "cs-malformed-xml warning 3:1"},
		{"severity of the other", "", Options{Severity: map[string]Severity{CSMalformedXML.ID: Warning}}, "cs-empty-file error 1:1"},
	}
	for _, tt := range tests {
		c, ds := CheckCapacityFile("cs.xml", []byte(tt.src), xmlconf.Options{}, Job{Options: tt.o})
		if c != nil {
			t.Errorf("%s: Config is not nil", tt.name)
		}
		var got []string
		for _, d := range ds {
			got = append(got, d.Rule+" "+d.Severity.String()+" "+d.Pos.String())
		}
		if strings.Join(got, "\n") != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, strings.Join(got, "\n"), tt.want)
		}
	}
}

// TestUnreadCapacityFileWording pins the words of cs-empty-file and
// cs-malformed-xml, which the yarnsite reader gives as an Error of a kind
// with the parser's text.
func TestUnreadCapacityFileWording(t *testing.T) {
	tests := []struct{ src, want string }{
		{"", "the capacity-scheduler.xml is empty; Hadoop's Configuration stops with \"Premature end of file.\" and the ResourceManager does not start"},
		{"<!-- x -->", "the capacity-scheduler.xml has no XML element (only whitespace, comments or a prolog); Hadoop's Configuration stops with \"Premature end of file.\" and the ResourceManager does not start"},
		{"<allocations/>", "not a Hadoop Configuration file: the root element is <allocations>, want <configuration> (Hadoop's Configuration cannot parse it: the ResourceManager does not start)"},
		{"<configuration><a></b></configuration>", "not well-formed XML: element <a> closed by </b> (Hadoop's Configuration cannot parse it: the ResourceManager does not start)"},
	}
	for _, tt := range tests {
		_, ds := CheckCapacityFile("cs.xml", []byte(tt.src), xmlconf.Options{}, Job{})
		if len(ds) != 1 || ds[0].Message != tt.want {
			t.Errorf("%q: got %v, want one finding %q", tt.src, ds, tt.want)
		}
	}
}

// TestNotConfiguration pins how every command words a yarn-site.xml that
// is no Configuration file, from the yarnsite reader's Error.
func TestNotConfiguration(t *testing.T) {
	tests := []struct{ src, want string }{
		{"<allocations><queue name=\"a\"/></allocations>", "yarn-site.xml:1:1: not a Hadoop Configuration file: the root element is <allocations>, want <configuration>"},
		{"hello", "yarn-site.xml: not a Hadoop Configuration file: no <configuration> element"},
		{"<configuration>\n<property>\n</configuration>", "yarn-site.xml:3:1: not well-formed XML: element <property> closed by </configuration>"},
	}
	for _, tt := range tests {
		_, err := yarnsite.Parse("yarn-site.xml", []byte(tt.src))
		var ye *yarnsite.Error
		if !errors.As(err, &ye) {
			t.Fatalf("%q: Parse gives %v, want a *yarnsite.Error", tt.src, err)
		}
		if got := NotConfiguration(ye); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.src, got, tt.want)
		}
	}
}

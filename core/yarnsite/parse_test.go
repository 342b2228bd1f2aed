package yarnsite

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/internal/synth"
)

func conf(props string) string {
	return "<?xml version=\"1.0\"?>\n<configuration>\n" + props + "\n</configuration>\n"
}

func prop(name, value string) string {
	return "<property><name>" + name + "</name><value>" + value + "</value></property>\n"
}

func mustParse(t *testing.T, src string) *Config {
	t.Helper()
	c, err := Parse("yarn-site.xml", []byte(src))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return c
}

func TestParseStoresWhatHadoopKeeps(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		key     string
		want    string
		wantSet bool
	}{
		{"plain", prop("a", "1"), "a", "1", true},
		{"name is trimmed", "<property><name>\n  a \n</name><value>1</value></property>", "a", "1", true},
		{"value is not trimmed", prop("a", " 1 "), "a", " 1 ", true},
		{"empty value sets nothing", prop("a", ""), "a", "", false},
		{"last definition wins", prop("a", "1") + prop("a", "2"), "a", "2", true},
		{"final keeps the first", "<property><name>a</name><value>1</value><final>true</final></property>" + prop("a", "2"), "a", "1", true},
		{"final must be exactly true", "<property><name>a</name><value>1</value><final>True</final></property>" + prop("a", "2"), "a", "2", true},
		{"final without a value still counts", "<property><name>a</name><final>true</final></property>" + prop("a", "2"), "a", "", false},
		{"attribute form", `<property name="a" value="7" final="true"/>` + prop("a", "8"), "a", "7", true},
		{"no name is skipped", "<property><value>1</value></property>", "", "", false},
		{"property anywhere counts", "<group>" + prop("a", "1") + "</group>", "a", "1", true},
		{"description ignored", "<property><name>a</name><description>x</description><value>1</value></property>", "a", "1", true},
		{"cdata value", "<property><name>a</name><value><![CDATA[x<y]]></value></property>", "a", "x<y", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := mustParse(t, conf(tc.src))
			v, err := c.Get(tc.key)
			if err != nil {
				t.Fatal(err)
			}
			if v.Val != tc.want || v.Set != tc.wantSet {
				t.Errorf("Get(%q) = %q set=%v, want %q set=%v", tc.key, v.Val, v.Set, tc.want, tc.wantSet)
			}
		})
	}
}

func TestParseNotes(t *testing.T) {
	tests := []struct {
		name, src, code, msg string
	}{
		{"final override", "<property><name>a</name><value>1</value><final>true</final></property>" + prop("a", "2"), IssueFinalOverride, `final override a ${} suggest  value "2" final line 3`},
		{"final spelled True", "<property><name>a</name><value>1</value><final>True</final></property>", IssueInvalidBoolean, `final not true "True"`},
		{"include", `<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="other.xml"/>`, IssueInclude, "include"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			is := readAll(mustParse(t, conf(tc.src)))
			if len(is) != 1 || is[0].Rule != tc.code || !strings.Contains(is[0].Message, tc.msg) {
				t.Fatalf("issues = %+v, want one %s containing %q", is, tc.code, tc.msg)
			}
		})
	}
}

// TestParseRefusesWhatIsNotAConfiguration checks the facts of input
// that is no Configuration file (lint words them: TestNotConfiguration).
func TestParseRefusesWhatIsNotAConfiguration(t *testing.T) {
	tests := []struct {
		name, src string
		want      Error
	}{
		{"allocation file", "<allocations><queue name=\"a\"/></allocations>", Error{Pos: Pos{Line: 1, Col: 1}, Kind: WrongRoot, Root: "allocations"}},
		{"not xml", "hello", Error{Kind: NoRoot}},
		{"empty", "", Error{Kind: NoRoot}},
		{"broken xml", "<configuration>\n<property>\n</configuration>", Error{Pos: Pos{Line: 3, Col: 1}, Detail: "element <property> closed by </configuration>"}},
		{"undefined entity", "<configuration><property><name>a&foo;</name></property></configuration>", Error{Pos: Pos{Line: 1, Col: 1}, Detail: "invalid character entity &foo;"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("yarn-site.xml", []byte(tc.src))
			var pe *Error
			tc.want.File = "yarn-site.xml"
			if !errors.As(err, &pe) || *pe != tc.want {
				t.Fatalf("Parse error = %#v, want %#v", err, tc.want)
			}
		})
	}
}

func TestPropertiesKeepsWinnersInOrder(t *testing.T) {
	c := mustParse(t, conf(prop("a", "1")+prop("b", "2")+prop("a", "3")))
	var got []string
	for _, p := range c.Properties() {
		got = append(got, p.Name+"="+p.Raw)
	}
	if strings.Join(got, " ") != "b=2 a=3" {
		t.Errorf("Properties() = %v, want [b=2 a=3]", got)
	}
	if p, ok := c.Property("a"); !ok || p.Pos.Line != 5 {
		t.Errorf("Property(a) = %+v, %v; want line 5", p, ok)
	}
}

// TestPropertiesEstimate checks the count that sizes the index: never
// below the properties of the capacity bench's file (the index would grow
// by copies) and not far above them (memory never used), and never above
// the length bound on a file of long values or of short ones.
func TestPropertiesEstimate(t *testing.T) {
	var buf bytes.Buffer
	if err := synth.Capacity(&buf, 2000); err != nil {
		t.Fatal(err)
	}
	c, err := Parse("cs.xml", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	got, stored := properties(buf.Bytes()), len(c.Properties())
	if got < stored || got > stored+stored/10 {
		t.Errorf("properties(capacity file) = %d, want %d to %d", got, stored, stored+stored/10)
	}
	for _, tc := range []struct {
		data string
		want int
	}{
		{"", 0},
		{"<configuration><property><name>a</name><value>b</value></property></configuration>", 1},
		{strings.Repeat("<property><name>"+strings.Repeat("n", 100)+"</name><value>v</value></property>", 10), 10},
		{strings.Repeat("<a/>", 64), 4}, // 256 bytes: the length bound
	} {
		if got := properties([]byte(tc.data)); got != tc.want {
			t.Errorf("properties(%.40q) = %d, want %d", tc.data, got, tc.want)
		}
	}
}

package cmd

import (
	"strings"
	"testing"
)

// TestIsCapacityFile covers the detection by root element and its fall
// back to the whole-file test, on odd files.
func TestIsCapacityFile(t *testing.T) {
	const csProp = "<property><name>yarn.scheduler.capacity.root.queues</name><value>a</value></property>"
	for _, tc := range []struct {
		name, path, data string
		want             bool
	}{
		{"capacity file", "cs.xml", "<configuration>" + csProp + "</configuration>", true},
		{"Hadoop 1's properties", "cs.xml", "<configuration><property><name>mapred.capacity-scheduler.queue.a.capacity</name></property></configuration>", true},
		{"allocation file", "fair.xml", "<allocations><queue name=\"a\"/></allocations>", false},
		{"BOM, declaration, comments, DOCTYPE", "cs.xml",
			"\xEF\xBB\xBF<?xml version=\"1.0\"?>\n<!-- <allocations> -->\n<!DOCTYPE configuration [<!ENTITY x \"a>b\">]>\n<configuration>" + csProp + "</configuration>", true},
		{"allocations root quoting a capacity property in a comment", "fair.xml",
			"<?xml version=\"1.0\"?><allocations><!-- <configuration> " + csProp + " --></allocations>", false},
		{"allocations root named capacity-scheduler.xml", "capacity-scheduler.xml", "<allocations/>", false},
		{"configuration root without capacity properties", "yarn-site.xml",
			"<configuration><property><name>yarn.acl.enable</name></property></configuration>", false},
		{"empty configuration named capacity-scheduler.xml", "conf/capacity-scheduler.xml", "<configuration/>", true},
		{"name with white space is not a capacity property", "cs.xml",
			"<configuration><property><name> yarn.scheduler.capacity.root.queues</name></property></configuration>", false},
		{"empty file named capacity-scheduler.xml", "capacity-scheduler.xml", "", true},
		{"empty file", "fair.xml", "", false},
		{"text before the root: the whole-file test", "cs.xml", "junk<configuration>" + csProp + "</configuration>", true},
		{"unterminated comment: the whole-file test", "cs.xml", "<!-- <configuration>" + csProp, true},
		{"unterminated DOCTYPE: the whole-file test", "fair.xml", "<!DOCTYPE allocations [ <allocations/>", false},
		{"other root with capacity properties", "cs.xml", "<conf><configuration>" + csProp + "</configuration></conf>", true},
		{"other root named capacity-scheduler.xml", "capacity-scheduler.xml", "<Allocations/>", true},
		{"unclosed root tag: the whole-file test", "fair.xml", "<allocations", false},
		{"UTF-16: the whole-file test", "fair.xml", "\xFF\xFE<\x00a\x00", false},
	} {
		if got := isCapacityFile(tc.path, []byte(tc.data)); got != tc.want {
			t.Errorf("%s: isCapacityFile(%q) = %v, want %v", tc.name, tc.path, got, tc.want)
		}
	}
}

// TestRootElement checks the prolog is skipped and nothing else.
func TestRootElement(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{"<allocations>", "allocations"},
		{"  \n<configuration\n  xmlns:x=\"y\">", "configuration"},
		{"<?xml version='1.0'?><!--c--><!DOCTYPE a SYSTEM \"x.dtd\"><a/>", "a"},
		{"<!DOCTYPE a [ <!ELEMENT a ANY> ]><b>", "b"},
		{"<!DOCTYPE a [ <!ELEMENT a ANY> ", ""},
		{"<?xml", ""},
		{"text", ""},
		{"", ""},
		{"<>", ""},
	} {
		if got := rootElement([]byte(tc.data)); got != tc.want {
			t.Errorf("rootElement(%q) = %q, want %q", tc.data, got, tc.want)
		}
	}
}

// FuzzRootElement: the detection never panics, and a root it names is a
// start tag of the file.
func FuzzRootElement(f *testing.F) {
	for _, s := range []string{"<allocations/>", "\xEF\xBB\xBF<?xml version=\"1.0\"?><!--c--><!DOCTYPE a [<!ENTITY x \">\">]><configuration>",
		"<!DOCTYPE", "<!--", "<?", "<", "<a", "text"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		data := []byte(s)
		name := rootElement(data)
		if name != "" && (!strings.Contains(s, "<"+name) || strings.ContainsAny(name, " \t\r\n/>")) {
			t.Errorf("rootElement(%q) = %q", s, name)
		}
		isCapacityFile("capacity-scheduler.xml", data)
		isCapacityFile("fair-scheduler.xml", data)
	})
}

package yarnsite

import (
	"bytes"
	"encoding/xml"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/internal/synth"
)

// parseSlow is Parse without the fast path: encoding/xml only.
func parseSlow(name string, data []byte) (*Config, error) {
	c := newConfig(name)
	r := &reader{c: c, dec: xml.NewDecoder(bytes.NewReader(data))}
	if err := r.run(); err != nil {
		return nil, err
	}
	return c, nil
}

// samePlain checks that the fast path, where it reads data, builds exactly
// the Config encoding/xml does; it reports whether it read it.
func samePlain(t *testing.T, name string, data []byte) bool {
	t.Helper()
	fast, ok := parsePlain(name, data)
	if !ok {
		return false
	}
	slow, err := parseSlow(name, data)
	if err != nil {
		t.Fatalf("%s: the fast path reads a file encoding/xml refuses: %v", name, err)
	}
	for _, p := range fast.names.props {
		if got, ok := fast.names.get(p.Name); !ok || got != p {
			t.Fatalf("%s: the index does not find %s", name, p.Name)
		}
	}
	// The index's table is sized from the file on the fast path only; what
	// it holds is compared as its props.
	fast.names.slots, slow.names.slots = nil, nil
	if !reflect.DeepEqual(fast, slow) {
		t.Fatalf("%s: the fast path's Config differs:\nfast %+v\nslow %+v", name, fast, slow)
	}
	return true
}

func TestPlainMatchesEncodingXML(t *testing.T) {
	var files []string
	for _, dir := range []string{"../../testdata", "../../examples", "testdata"} {
		_ = filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".xml") {
				files = append(files, path)
			}
			return nil
		})
	}
	read := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if samePlain(t, f, data) {
			read++
		}
	}
	var big bytes.Buffer
	if err := synth.Capacity(&big, 300); err != nil {
		t.Fatal(err)
	}
	if !samePlain(t, "synthetic capacity-scheduler.xml", big.Bytes()) {
		t.Error("the fast path did not read the synthetic capacity-scheduler.xml")
	}
	if read < 5 {
		t.Errorf("the fast path read only %d of %d files", read, len(files))
	}
	for _, src := range []string{
		`<configuration><property><name> a </name><value>1</value><final>true</final></property></configuration>`,
		`<configuration><property name="a" value="2" final="True"/><include href="x"/></configuration>`,
		"<configuration>\r\n<property><name>a</name><value>&lt;&#65;</value></property>\n</configuration>",
		`<configuration><property><name>a</value></property></configuration>`,
		`<?xml version="1.0" encoding="UTF-8"?><!-- c --><configuration><x:property><x:name>n</x:name></x:property></configuration>`,
		// Text in several pieces, which the token buffer joins.
		`<configuration><property><name>a<!-- c -->b</name><value>1<![CDATA[<2>]]>3&amp;4</value></property></configuration>`,
		`<configuration><property><name>a</name> <value>x<b>y</b>z</value> <final>tr<!---->ue</final></property></configuration>`,
		`<configuration><property><name>a</name><value></value></property><property><value>v</value><name> </name></property></configuration>`,
	} {
		samePlain(t, src, []byte(src))
	}
}

func FuzzPlain(f *testing.F) {
	f.Add([]byte(`<configuration><property><name>a</name><value>1</value></property></configuration>`))
	f.Fuzz(func(t *testing.T, data []byte) { samePlain(t, "fuzz", data) })
}

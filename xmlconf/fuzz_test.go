package xmlconf

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// fuzzSeeds are inputs that reach every part of the reader; the table tests
// add theirs through seedInputs.
var fuzzSeeds = []string{
	"",
	"<allocations/>",
	`<?xml version="1.0" encoding="UTF-8"?>
<allocations>
  <queueMaxAppsDefault>5</queueMaxAppsDefault>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
  <user name="bob"><maxRunningApps>2</maxRunningApps></user>
  <queue name="root">
    <queue name="eng" type="parent">
      <weight>2</weight><minResources>1024 mb, 1 vcores</minResources>
      <maxResources>memory-mb=50%, vcores=50%</maxResources>
      <queue name="adhoc"><schedulingPolicy>fifo</schedulingPolicy><aclSubmitApps> ops</aclSubmitApps></queue>
      <ue name="quirk"/><pool name="old"/>
    </queue>
    <queue name="default"><queue name="x"/></queue>
  </queue>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="nestedUserQueue"><rule name="primaryGroup" create="false"/></rule>
    <rule name="default" queue="eng.adhoc"/>
  </queuePlacementPolicy>
</allocations>`,
	`<!DOCTYPE allocations [<!ENTITY m "1024 mb, 2 vcores"><!ENTITY x SYSTEM "file:///etc/passwd">]><allocations><queue name="a"><minResources>&m;</minResources><weight>&x;1</weight></queue></allocations>`,
	"\xef\xbb\xbf<allocations><queue name=\"a\"/></allocations>",
	"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><allocations><queue name=\"\xe9\"/></allocations>",
	"<allocations><weight>1<!-- c -->0</weight><queue name='a'><weight>1<![CDATA[0]]></weight></queue></allocations>",
}

// seedInputs returns the inputs of the table tests, built the way the
// tests build them, so that FuzzParse starts from them even when no test
// runs (go test -run XXX -fuzz FuzzParse).
func seedInputs() []string {
	var out []string
	add := func(s string) { out = append(out, s) }
	for _, tc := range positionsLineEndingsTests {
		add(tc.src)
	}
	for _, tc := range firstTextNodeTests {
		add(weightDoc(tc.weight))
	}
	for _, tc := range topLevelElementsTests {
		add(topDoc(tc.xml))
	}
	for _, tc := range topLevelRepeatsTests {
		add(alloc(tc.body))
	}
	for _, tc := range topLevelProblemsTests {
		add(alloc(tc.body))
	}
	for _, tc := range rootDefaultsTests {
		add(alloc(tc.body))
	}
	for _, tc := range queueElementsTests {
		add(queueDoc(tc.el))
	}
	for _, tc := range queueProblemsTests {
		add(problemDoc(tc.el))
	}
	for _, tc := range queueNamesTests {
		add(nameDoc(tc.attr))
	}
	for _, tc := range rootTests {
		add(alloc(tc.body))
	}
	for _, tc := range queueTagsTests {
		add(tagDoc(tc.tag))
	}
	for _, tc := range parentAndLeafTests {
		add(alloc(tc.body))
	}
	for _, tc := range effectivePolicyTests {
		add(alloc(tc.body))
	}
	for _, tc := range notCreatedTests {
		add(alloc(tc.body))
	}
	for _, tc := range placementPolicyTests {
		add(policyOf(tc.rules))
	}
	for _, tc := range placementPolicyContentTests {
		add(alloc("\n" + tc.policy))
	}
	for _, tc := range malformedXMLTests {
		add(tc.src)
	}
	for _, tc := range doctypeTests {
		add(tc.src)
	}
	add(positionsSrc)
	add(entitySrc)
	add(string(utf16Bytes(`<?xml version="1.0" encoding="UTF-16"?><allocations><queue name="é"/></allocations>`, false, true)))
	add(string(utf16Bytes(`<allocations><queue name="é"/></allocations>`, true, false)))
	return append(out, seeds...)
}

// FuzzParse checks that any input gives a model and facts without a panic,
// that every fact has a position inside the input, that the result is
// deterministic and that the input is left untouched.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	for _, s := range seedInputs() {
		f.Add([]byte(s))
	}
	for _, b := range testdataFiles(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		orig := bytes.Clone(src)
		a := Parse(src, Options{})
		if !bytes.Equal(src, orig) {
			t.Fatalf("Parse modified its input")
		}
		if a == nil || a.Root == nil || a.Find("root.default") == nil {
			t.Fatalf("Parse returned no root or no root.default")
		}
		lines := bytes.Count(src, []byte("\n")) + 1
		for _, f := range a.Facts {
			if f.Pos.Line < 1 || f.Pos.Col < 1 || int(f.Pos.Line) > lines+1 || f.Kind == "" || f.Releases == nil || !f.Releases(a.Hadoop) {
				t.Errorf("fact %+v: want a kind, a position within %d lines and releases that hold the one read", f, lines)
			}
		}
		b := Parse(src, Options{})
		if is, again := withFacts(a), withFacts(b); !reflect.DeepEqual(is, again) {
			t.Errorf("Parse is not deterministic: %v, then %v", is, again)
		}
	})
}

// testdataFiles returns every *.xml under testdata/fair-scheduler, if any.
func testdataFiles(tb testing.TB) [][]byte {
	var out [][]byte
	root := filepath.Join("..", "testdata", "fair-scheduler")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".xml" {
			return err
		}
		b, err := os.ReadFile(path)
		if err == nil {
			out = append(out, b)
		}
		return err
	})
	if err != nil && !os.IsNotExist(err) {
		tb.Fatalf("reading %s: %v", root, err)
	}
	return out
}

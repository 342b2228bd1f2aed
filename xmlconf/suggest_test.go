package xmlconf

import "testing"

// TestSuggestRemembersPerList checks the parse's memo of did-you-means: a
// misspelling repeated in many queues gets the same suggestion every time,
// and the same misspelling elsewhere is matched against that place's own
// list of names (a queue's elements, the top level's).
func TestSuggestRemembersPerList(t *testing.T) {
	src := `<allocations>
  <queue name="a"><wieght>1</wieght></queue>
  <queue name="b"><wieght>2</wieght></queue>
  <queue name="c"><wieght>3</wieght><userMaxAppsDefalt>1</userMaxAppsDefalt></queue>
  <userMaxAppsDefalt>5</userMaxAppsDefalt>
</allocations>`
	a := Parse([]byte(src), Options{})
	got := map[string][]string{}
	for _, f := range a.Facts {
		if f.Kind == FactUnknownElement {
			got[f.Queue+" "+f.Element] = append(got[f.Queue+" "+f.Element], f.Unknown.Suggest)
		}
	}
	want := map[string][]string{
		"root.a wieght":            {"weight"},
		"root.b wieght":            {"weight"},
		"root.c wieght":            {"weight"},
		"root.c userMaxAppsDefalt": {""},
		" userMaxAppsDefalt":       {"userMaxAppsDefault"},
	}
	for k, w := range want {
		if g := got[k]; len(g) != 1 || g[0] != w[0] {
			t.Errorf("%s: suggestions %q, want %q", k, g, w)
		}
	}
}

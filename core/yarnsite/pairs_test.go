package yarnsite

import "testing"

// FromPairs keeps the pairs' order, places each property at its rank, and
// keeps a repeated name's last value in its last place.
func TestFromPairs(t *testing.T) {
	c := FromPairs("RM", [][2]string{{"a", "1"}, {"b", "${a}x"}, {"a", "3"}})
	props := c.Properties()
	if len(props) != 2 || props[0].Name != "b" || props[1].Name != "a" || props[1].Raw != "3" || props[1].Pos != (Pos{Line: 3, Col: 1}) {
		t.Fatalf("properties %+v %+v", props[0], props[1])
	}
	if v, err := c.Get("b"); err != nil || v.Val != "3x" || v.Pos != (Pos{Line: 2, Col: 1}) {
		t.Errorf("b = %+v, %v; want 3x (expanded) at 2:1", v, err)
	}
}

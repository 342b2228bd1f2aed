package yarnsite

import "testing"

func TestFromMapReadsLikeAFile(t *testing.T) {
	c := FromMap("settings", map[string]string{
		"a.bool": " TRUE ", "a.bad": "yes", "a.int": "0x10", "a.long": "-5", "a.float": "0.5f", "a.var": "${a.long}0",
	})
	if v, err := c.Bool("a.bool", false); err != nil || !v.Val || !v.Set {
		t.Errorf("Bool = %+v, %v; want true", v, err)
	}
	if v, err := c.Bool("a.bad", true); err == nil || v.Val != true {
		t.Errorf("Bool of yes = %+v, %v; want the default and a non-fatal error", v, err)
	} else if e := err.(*ValueError); e.Fatal {
		t.Errorf("a bad boolean is fatal; Hadoop uses the default")
	}
	if v, err := c.Int("a.int", 0); err != nil || v.Val != 16 {
		t.Errorf("Int of 0x10 = %+v, %v; want 16", v, err)
	}
	if v, err := c.Long("a.var", 0); err != nil || v.Val != -50 {
		t.Errorf("Long of ${a.long}0 = %+v, %v; want -50", v, err)
	}
	if v, err := c.Float("a.float", 0); err != nil || v.Val != 0.5 {
		t.Errorf("Float of 0.5f = %+v, %v; want 0.5", v, err)
	}
	if v, err := c.Long("a.missing", 7); err != nil || v.Set || v.Val != 7 {
		t.Errorf("Long of a missing key = %+v, %v; want the default, unset", v, err)
	}
}

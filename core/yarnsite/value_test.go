package yarnsite

import (
	"testing"
)

func TestBool(t *testing.T) {
	tests := []struct {
		raw     string
		def     bool
		want    bool
		wantErr bool
	}{
		{"true", false, true, false},
		{" FALSE\n", true, false, false},
		{"TrUe", false, true, false},
		{"yes", true, true, true},
		{"1", false, false, true},
	}
	for _, tc := range tests {
		c := mustParse(t, conf(prop("b", tc.raw)))
		v, err := c.Bool("b", tc.def)
		if v.Val != tc.want || (err != nil) != tc.wantErr || !v.Set {
			t.Errorf("Bool(%q, %v) = %v, %v; want %v, error %v", tc.raw, tc.def, v.Val, err, tc.want, tc.wantErr)
		}
	}
	c := mustParse(t, conf(""))
	if v, err := c.Bool("b", true); !v.Val || v.Set || err != nil {
		t.Errorf("Bool on a missing key = %+v, %v; want the default", v, err)
	}
}

func TestInt(t *testing.T) {
	tests := []struct {
		raw     string
		want    int32
		wantErr bool
	}{
		{"42", 42, false},
		{" 42 ", 42, false},
		{"+7", 7, false},
		{"0x10", 16, false},
		{"-0X1f", -31, false},
		{"4.5", 9, true},
		{"2147483648", 9, true},
		{"1k", 9, true},
		{"", 9, false}, // an empty <value> sets nothing
	}
	for _, tc := range tests {
		c := mustParse(t, conf(prop("n", tc.raw)))
		v, err := c.Int("n", 9)
		if v.Val != tc.want || (err != nil) != tc.wantErr {
			t.Errorf("Int(%q) = %d, %v; want %d, error %v", tc.raw, v.Val, err, tc.want, tc.wantErr)
		}
	}
}

func TestFloatAndLong(t *testing.T) {
	c := mustParse(t, conf(prop("f", " 0.25 ")+prop("g", "abc")+prop("l", "9000000000")))
	if v, err := c.Float("f", 0.8); v.Val != 0.25 || err != nil {
		t.Errorf("Float(f) = %v, %v", v.Val, err)
	}
	if v, err := c.Float("g", 0.8); v.Val != 0.8 || err == nil {
		t.Errorf("Float(g) = %v, %v; want default and an error", v.Val, err)
	}
	if v, err := c.Long("l", 1); v.Val != 9000000000 || err != nil {
		t.Errorf("Long(l) = %v, %v", v.Val, err)
	}
	if _, err := c.Int("l", 1); err == nil {
		t.Errorf("Int(l) overflow: no error")
	}
}

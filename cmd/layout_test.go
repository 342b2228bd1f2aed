package cmd

import (
	"errors"
	"slices"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/render"
)

func TestLayoutOptions(t *testing.T) {
	cols := render.SharesColumns()
	tests := []struct {
		name      string
		o         layoutOptions
		columns   string // $COLUMNS
		tty       bool
		termWidth int
		want      render.Options
		usage     bool
	}{
		{name: "defaults, not a terminal: no limit", o: layoutOptions{units: "binary"}, termWidth: 120, want: render.Options{}},
		{name: "terminal width", o: layoutOptions{units: "binary"}, tty: true, termWidth: 120, want: render.Options{Width: 120}},
		{name: "terminal of unknown width: 80", o: layoutOptions{units: "binary"}, tty: true, termWidth: 0, want: render.Options{Width: 80}},
		{name: "$COLUMNS beats the terminal", o: layoutOptions{units: "binary"}, columns: "100", tty: true, termWidth: 120, want: render.Options{Width: 100}},
		{name: "bad $COLUMNS is ignored", o: layoutOptions{units: "binary"}, columns: "wide", tty: true, termWidth: 120, want: render.Options{Width: 120}},
		{name: "--width beats $COLUMNS", o: layoutOptions{units: "binary", width: 80}, columns: "100", want: render.Options{Width: 80}},
		{name: "--wide: full names, no limit", o: layoutOptions{units: "binary", width: 80, wide: true}, columns: "100", want: render.Options{Wide: true}},
		{name: "--units mb", o: layoutOptions{units: "mb"}, want: render.Options{Units: resource.UnitsMB}},
		{name: "--columns", o: layoutOptions{units: "binary", columns: []string{"steady", "why"}}, want: render.Options{Columns: []string{"steady", "why"}}},
		{name: "unknown column", o: layoutOptions{units: "binary", columns: []string{"share"}}, usage: true},
		{name: "unknown units", o: layoutOptions{units: "gb"}, usage: true},
		{name: "negative width", o: layoutOptions{units: "binary", width: -1}, usage: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			io := &IO{Getenv: func(k string) string { return map[string]string{"COLUMNS": tc.columns}[k] }, OutIsTTY: tc.tty, OutWidth: tc.termWidth}
			got, err := tc.o.renderOptions(io, false, cols)
			var ue *usageError
			if tc.usage != errors.As(err, &ue) {
				t.Fatalf("renderOptions(%+v) error = %v, want a usage error: %v", tc.o, err, tc.usage)
			}
			if tc.usage {
				return
			}
			if got.Width != tc.want.Width || got.Wide != tc.want.Wide || got.Units != tc.want.Units || !slices.Equal(got.Columns, tc.want.Columns) {
				t.Errorf("renderOptions(%+v) = %+v, want %+v", tc.o, got, tc.want)
			}
		})
	}
}

package render

import "slices"

// Outputs names, for every command, the --format values it writes, its
// default first. It is the one list cmd declares and validates --format
// from; the writers themselves are the functions of this package.
var Outputs = map[string][]string{
	"compare":  {"text", "json", "markdown"},
	"convert":  {"text", "json", "github", "sarif"},
	"diff":     {"tree", "json", "markdown", "sched-conf", "schedulerconf"},
	"drift":    {"text", "json", "markdown"},
	"lint":     lintOutputs(),
	"place":    {"text", "json"},
	"shares":   {"tree", "json"},
	"simulate": {"tree", "json"},
	"tree":     {"tree", "json"},
}

// lintOutputs is lint's list: text first, then the other diagnostic
// formats (Formats) sorted.
func lintOutputs() []string {
	names := FormatNames()
	names = slices.DeleteFunc(names, func(n string) bool { return n == "text" })
	return append([]string{"text"}, names...)
}

// OutputNames returns the --format values of command, sorted, for usage
// messages and completion.
func OutputNames(command string) []string {
	names := slices.Clone(Outputs[command])
	slices.Sort(names)
	return names
}

package lint

import (
	"embed"
	"io/fs"
)

// examples holds the rules' examples that are data: for each rule,
// examples/<ID>.bad.xml, the smallest input that triggers it, and
// examples/<ID>.good.xml, the fixed input (.txt where the input holds
// more than XML: an allocation file beside a ResourceManager's JSON
// response or a load).
//
//go:embed examples
var examples embed.FS

// example returns the text of rule id's example of kind "bad" or "good",
// or "" when the rule has no such file.
func example(id, kind string) string {
	names, _ := fs.Glob(examples, "examples/"+id+"."+kind+".*")
	if len(names) != 1 {
		return ""
	}
	b, err := examples.ReadFile(names[0])
	if err != nil {
		return ""
	}
	return string(b)
}

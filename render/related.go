package render

import (
	"strconv"

	"github.com/fairsched/fairsched/lint"
)

// jsonRelated is a related place of a diagnostic in JSON.
type jsonRelated struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Message string `json:"message"`
}

// relatedJSON lists a diagnostic's related places for JSON; nil (and so
// left out) when there are none.
func relatedJSON(rs []lint.Related) []jsonRelated {
	if len(rs) == 0 {
		return nil
	}
	out := make([]jsonRelated, 0, len(rs))
	for _, r := range rs {
		out = append(out, jsonRelated{File: r.File, Line: int(r.Pos.Line), Column: int(r.Pos.Col), Message: r.Message})
	}
	return out
}

// sarifRelated lists a diagnostic's related places as SARIF
// relatedLocations, each with an id, a physical location and a message.
func sarifRelated(rs []lint.Related) []map[string]any {
	var out []map[string]any
	for i, r := range rs {
		loc := map[string]any{"artifactLocation": artifactOf(r.File)}
		if r.Pos.IsValid() {
			loc["region"] = map[string]int{"startLine": int(r.Pos.Line), "startColumn": int(r.Pos.Col)}
		}
		out = append(out, map[string]any{"id": i, "physicalLocation": loc, "message": sarifText{r.Message}})
	}
	return out
}

// appendRelatedText appends a diagnostic's related places for the text
// format, one indented line each: "    see new.xml:3:3: first declaration
// of root.a". Built with appends, as appendTextFinding is.
func appendRelatedText(line []byte, rs []lint.Related) []byte {
	for _, r := range rs {
		line = append(append(line, "    see "...), r.File...)
		line = strconv.AppendInt(append(line, ':'), int64(r.Pos.Line), 10)
		line = strconv.AppendInt(append(line, ':'), int64(r.Pos.Col), 10)
		line = append(append(append(line, ": "...), r.Message...), '\n')
	}
	return line
}

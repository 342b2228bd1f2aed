package capacity

import (
	"bufio"
	"encoding/xml"
	"io"
)

// Property is one property of a Hadoop Configuration file as fairsched
// writes it. Description says where the value came from.
type Property struct {
	Name        string
	Value       string
	Description string
}

// WriteXML writes props as a Hadoop Configuration file, in the given order.
func WriteXML(w io.Writer, props []Property) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<configuration>\n")
	for _, p := range props {
		bw.WriteString("  <property>\n")
		writeElement(bw, "name", p.Name)
		writeElement(bw, "value", p.Value)
		if p.Description != "" {
			writeElement(bw, "description", p.Description)
		}
		bw.WriteString("  </property>\n")
	}
	bw.WriteString("</configuration>\n")
	return bw.Flush()
}

// writeElement writes <tag>text</tag> on its own line, text escaped.
func writeElement(bw *bufio.Writer, tag, text string) {
	bw.WriteString("    <" + tag + ">")
	xml.EscapeText(bw, []byte(text))
	bw.WriteString("</" + tag + ">\n")
}

package render

// This file holds the calls the diff formats make into the other formats'
// encoders, so that a rename there is fixed in one place.

import (
	"encoding/json"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
)

// diffDiagnostic is a diagnostic exactly as `lint --format json` writes it.
func diffDiagnostic(d diag.Finding) jsonDiagnostic {
	return jsonDiagnostic{
		File: d.File, Line: int(d.Pos.Line), Column: int(d.Pos.Col), Rule: d.Rule,
		Severity: d.Severity.String(), Queue: d.Queue, Message: d.Message, Hint: d.Hint,
		Related: relatedJSON(d.Related),
	}
}

// diffResource is a share object exactly as `shares --format json` writes
// it: every type of the file, in order. It is written by diffResourceObj,
// the one writer of diff's share objects; the encoder re-indents it.
func diffResource(r resource.Resource, types resource.ResourceTypes) json.RawMessage {
	return json.RawMessage(diffResourceObj(nil, 0, r, types))
}

// diffText is one diagnostic line as `lint` prints it.
func diffText(d diag.Finding) string {
	msg := d.Message
	if d.Queue != "" {
		msg = "queue " + d.Queue + ": " + msg
	}
	return msg
}

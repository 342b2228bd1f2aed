package drift

import (
	"github.com/fairsched/fairsched/core/diag"
)

// The kinds of finding: the names drift's JSON output gives the findings
// of lint's drift rules (schema/drift.schema.json).
const (
	KindDiffers    = "differs"      // a value the RM holds is not the file's
	KindOnlyInRM   = "only-in-rm"   // the RM has a queue the file does not create
	KindCreated    = "created"      // a queue the RM created at submission, as the file allows
	KindOnlyInFile = "only-in-file" // the file creates a queue the RM does not have
	KindUnknownRM  = "rm-queue-not-creatable"
	// KindConfDiffers: a property of a Capacity Scheduler RM's stored
	// configuration (scheduler-conf) that is not the file's.
	KindConfDiffers = "conf-differs"
)

// kinds maps each drift rule's ID (lint.DriftRules: IDs are never
// renamed) to its kind: the one place where the two names meet.
var kinds = map[string]string{
	"drift-differs":                KindDiffers,
	"drift-only-in-rm":             KindOnlyInRM,
	"drift-created":                KindCreated,
	"drift-only-in-file":           KindOnlyInFile,
	"drift-rm-queue-not-creatable": KindUnknownRM,
	"drift-conf-differs":           KindConfDiffers,
}

// KindOf returns the kind of a finding of the drift rule rule, or "" for
// another rule.
func KindOf(rule string) string { return kinds[rule] }

// IsDrift reports whether f makes its queue drift: a finding at warning or
// above does (the exit status is then 1); an info finding, such as
// drift-created's by default, is a note.
func IsDrift(f diag.Finding) bool { return f.Severity >= diag.Warning }

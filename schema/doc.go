// Package schema holds the JSON Schemas fairsched publishes (*.schema.json,
// embedded) and Validate, which checks a document against one of them with
// gojsonschema: scenario validates --scenario files with it, cmd
// .fairsched.json and --load files, and tests every JSON output. It knows
// nothing of queues, rules or flags.
//
// A schema is compiled the first time a document is validated against it,
// so a command that reads no JSON file pays only for gojsonschema's package
// initialisation. Problems carry a JSON path and, for an unknown property
// or a value outside an enum, the closest name the schema allows.
//
// Layer: bottom. It may import (ARCHITECTURE.md): core/diag,
// github.com/xeipuuv/gojsonschema and internal/suggest. The standard library
// is always allowed.
package schema

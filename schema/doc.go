// Package schema holds the JSON Schemas fairsched publishes (*.schema.json,
// embedded) and Validate, the one place that uses gojsonschema: cmd
// validates user-supplied JSON (scenario and config files) with it, and
// tests validate every JSON output. It knows nothing of queues, rules or
// flags.
package schema

// Package schema holds the JSON Schemas fairsched publishes (*.schema.json,
// embedded) and Validate, which checks a document against one of them:
// scenario validates --scenario files with it, cmd .fairsched.json files,
// and tests every JSON output. It knows nothing of queues, rules or flags.
//
// Validate implements the part of JSON Schema draft-07 the schemas use
// (Keywords) and reads a schema only when it is first needed. It replaced
// gojsonschema, whose start-up work and net/http dependency tripled the
// time fairsched took to start; gojsonschema stays in the tests as the
// oracle Validate must agree with (oracle_test.go).
package schema

package render

import (
	"io"
	"net/url"
	"strings"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
)

// Addresses and names written into SARIF output.
const (
	sarifSchemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
	toolURI        = "https://github.com/fairsched/fairsched"
	rulesDocURI    = toolURI + "/blob/main/docs/rules.md#"
	fingerprintKey = "fairsched/v1" // bump when fingerprints change meaning
)

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool struct {
		Driver sarifDriver `json:"driver"`
	} `json:"tool"`
	Results []sarifResult `json:"results"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID                   string            `json:"id"`
	ShortDescription     sarifText         `json:"shortDescription"`
	FullDescription      sarifText         `json:"fullDescription"`
	HelpURI              string            `json:"helpUri"`
	Help                 sarifText         `json:"help"`
	DefaultConfiguration map[string]string `json:"defaultConfiguration"` // {"level": ...}
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifResult struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             sarifText         `json:"message"`
	Locations           []map[string]any  `json:"locations,omitempty"`
	RelatedLocations    []map[string]any  `json:"relatedLocations,omitempty"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
}

// sarifLevels maps severities to SARIF levels; info becomes "note".
var sarifLevels = map[lint.Severity]string{lint.Error: "error", lint.Warning: "warning", lint.Info: "note"}

// SARIF writes a SARIF 2.1.0 log for GitHub code scanning: one run whose
// tool driver lists every rule of lint.ReportRules (ID,
// summary, docs, a helpUri into docs/rules.md, default level) and one
// result per diagnostic, with its level, message, a location relative to
// %SRCROOT% and a partialFingerprints entry that does not depend on line
// numbers.
func SARIF(w io.Writer, r Report, _ Options) error {
	return writeSARIF(w, r, lint.ReportRules(r.Hadoop, r.UpgradeTo != hadoop.Version{}))
}

// writeSARIF is SARIF with the rule list passed in, so tests do not depend
// on the registry. A repeated rule ID is listed once; rules that fired but
// are not in the list are added with their ID as description.
func writeSARIF(w io.Writer, r Report, rules []*lint.Rule) error {
	run := sarifRun{Results: []sarifResult{}}
	run.Tool.Driver = sarifDriver{Name: "fairsched", Version: r.Version, InformationURI: toolURI, Rules: []sarifRule{}}
	index := map[string]int{}
	add := func(rule *lint.Rule) {
		if _, dup := index[rule.ID]; dup {
			return
		}
		index[rule.ID] = len(run.Tool.Driver.Rules)
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRuleOf(rule))
	}
	for _, rule := range rules {
		add(rule)
	}
	ds := sortedDiagnostics(r.Diagnostics)
	for _, d := range ds {
		add(&lint.Rule{ID: d.Rule, Severity: d.Severity, Summary: d.Rule})
	}
	fps := fingerprints(ds)
	// The results are encoded one at a time into the run's empty list.
	return writeJSONItems(w, sarifLog{Schema: sarifSchemaURI, Version: "2.1.0", Runs: []sarifRun{run}}, "results", len(ds), func(i int) any {
		return sarifResultOf(ds[i], index[ds[i].Rule], fps[i])
	})
}

func sarifRuleOf(r *lint.Rule) sarifRule {
	full := r.Documentation()
	if full == "" {
		full = r.Summary
	}
	return sarifRule{
		ID: r.ID, ShortDescription: sarifText{r.Summary}, FullDescription: sarifText{full},
		HelpURI: rulesDocURI + r.ID, Help: sarifText{full},
		DefaultConfiguration: map[string]string{"level": sarifLevel(r.Severity)},
	}
}

func sarifResultOf(d diag.Finding, ruleIndex int, fingerprint string) sarifResult {
	msg := fullMessage(d)
	if d.Hint != "" {
		msg += "\nhint: " + d.Hint
	}
	res := sarifResult{
		RuleID: d.Rule, RuleIndex: ruleIndex, Level: sarifLevel(d.Severity), Message: sarifText{msg},
		PartialFingerprints: map[string]string{fingerprintKey: fingerprint},
	}
	if d.File == "" {
		return res
	}
	// Columns count UTF-16 code units, as xmlconf.Pos does: SARIF's
	// default column unit.
	loc := map[string]any{"artifactLocation": artifactOf(d.File)}
	if d.Pos.IsValid() {
		loc["region"] = map[string]int{"startLine": int(d.Pos.Line), "startColumn": int(d.Pos.Col)}
	}
	res.Locations = []map[string]any{{"physicalLocation": loc}}
	res.RelatedLocations = sarifRelated(d.Related)
	return res
}

// artifactOf makes a relative path a URI reference against %SRCROOT% (what
// GitHub expects); an absolute path becomes a file: URI.
func artifactOf(file string) map[string]string {
	p := slashPath(file)
	if strings.HasPrefix(p, "/") {
		return map[string]string{"uri": (&url.URL{Scheme: "file", Path: p}).String()}
	}
	return map[string]string{"uri": (&url.URL{Path: p}).String(), "uriBaseId": "%SRCROOT%"}
}

// sarifLevel is the SARIF level of a severity ("none" for an invalid one).
func sarifLevel(s lint.Severity) string {
	if l, ok := sarifLevels[s]; ok {
		return l
	}
	return "none"
}

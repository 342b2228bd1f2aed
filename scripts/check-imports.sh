#!/usr/bin/env bash
# Fails when a package imports something the dependency direction forbids:
# cmd → render → lint → compute → xmlconf; schema is the only importer of
# gojsonschema, cmd the only importer of cobra, and render the only
# importer of gonum (charts are drawn there and nowhere else).
set -euo pipefail
mod=github.com/fairsched/fairsched
fail=0
check() { # package, forbidden-regexp
  local imports
  imports=$(go list -f '{{join .Imports "\n"}}' "./$1")
  if grep -E "$2" <<<"$imports"; then
    echo "check-imports: $1 must not import the packages above" >&2
    fail=1
  fi
}
check hadoop   "^$mod/(xmlconf|compute|lint|render|cmd|schema|scenario|yarnsite|place|simulate|diff|internal/(gen|golden|synth|startup))$|cobra|fatih|gojsonschema|gonum"
check xmlconf  "^$mod/(compute|lint|render|cmd|schema)$|cobra|fatih|gojsonschema|gonum"
check yarnsite "^$mod/(compute|lint|render|cmd|schema|place)$|cobra|fatih|gojsonschema|gonum"
check place    "^$mod/(lint|render|cmd|schema)$|cobra|fatih|gojsonschema|gonum"
check capacity "^$mod/(compute|lint|render|cmd|schema|place|simulate|diff|compare)$|cobra|fatih|gojsonschema|gonum"
check compute  "^$mod/(lint|render|cmd|schema)$|cobra|fatih|gojsonschema|gonum"
check lint     "^$mod/(render|cmd|schema)$|cobra|fatih|gojsonschema|gonum"
check simulate "^$mod/(lint|render|cmd|schema)$|cobra|fatih|gojsonschema|gonum"
check loadcmp  "^$mod/(render|cmd|schema|compare|diff|convert|drift)$|cobra|fatih|gojsonschema|gonum"
check capsim   "^$mod/(lint|render|cmd|schema|compare|diff|convert|drift)$|cobra|fatih|gojsonschema|gonum"
check render   "^$mod/cmd$|cobra|gojsonschema"
check schema   "^$mod/(xmlconf|compute|lint|render|cmd|scenario|yarnsite|place|simulate|diff|capacity|hadoop|internal/(gen|golden|synth|startup))$|cobra|fatih|gonum"
check cmd      "gojsonschema|goldmark|gonum"
check scenario "^$mod/(lint|render|cmd)$|cobra|fatih|gojsonschema|gonum"
check internal/suggest "^$mod/|cobra|fatih|gojsonschema|etree|gonum"
check rmrest   "^$mod/|cobra|fatih|gojsonschema|etree|net/http|gonum"
check rmclient "^$mod/(xmlconf|compute|lint|render|cmd|schema|simulate|place|diff|drift)$|cobra|fatih|gojsonschema|gonum"
check drift    "^$mod/(lint|render|cmd|schema|rmclient|simulate|diff)$|cobra|fatih|gojsonschema|net/http|gonum"
check diff     "^$mod/(render|cmd|schema)$|cobra|fatih|gojsonschema|goldmark|gonum"
check convert  "^$mod/(render|cmd|schema|place|simulate|diff|compare)$|cobra|fatih|gojsonschema|gonum"
check compare  "^$mod/(render|cmd|schema|place|simulate|diff)$|cobra|fatih|gojsonschema|goldmark|gonum"
exit $fail

#!/usr/bin/env bash
# Fails when a package imports something the dependency direction forbids:
# cmd → render → lint → compute → xmlconf; schema is the only importer of
# gojsonschema and cmd the only importer of cobra.
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
check hadoop   "^$mod/(xmlconf|compute|lint|render|cmd|schema|scenario|yarnsite|place|simulate|diff|internal/(gen|golden|synth|startup))$|cobra|fatih|gojsonschema"
check xmlconf  "^$mod/(compute|lint|render|cmd|schema)$|cobra|fatih|gojsonschema"
check yarnsite "^$mod/(compute|lint|render|cmd|schema|place)$|cobra|fatih|gojsonschema"
check place    "^$mod/(lint|render|cmd|schema)$|cobra|fatih|gojsonschema"
check capacity "^$mod/(compute|lint|render|cmd|schema|place|simulate|diff|compare)$|cobra|fatih|gojsonschema"
check compute  "^$mod/(lint|render|cmd|schema)$|cobra|fatih|gojsonschema"
check lint     "^$mod/(render|cmd|schema)$|cobra|fatih|gojsonschema"
check simulate "^$mod/(lint|render|cmd|schema)$|cobra|fatih|gojsonschema"
check render   "^$mod/cmd$|cobra|gojsonschema"
check schema   "^$mod/(xmlconf|compute|lint|render|cmd|scenario|yarnsite|place|simulate|diff|capacity|hadoop|internal/(gen|golden|synth|startup))$|cobra|fatih"
check cmd      "gojsonschema|goldmark"
check scenario "^$mod/(lint|render|cmd)$|cobra|fatih|gojsonschema"
check internal/suggest "^$mod/|cobra|fatih|gojsonschema|etree"
check rmrest   "^$mod/|cobra|fatih|gojsonschema|etree|net/http"
check rmclient "^$mod/(xmlconf|compute|lint|render|cmd|schema|simulate|place|diff|drift)$|cobra|fatih|gojsonschema"
check drift    "^$mod/(lint|render|cmd|schema|rmclient|simulate|diff)$|cobra|fatih|gojsonschema|net/http"
check diff     "^$mod/(render|cmd|schema)$|cobra|fatih|gojsonschema|goldmark"
check convert  "^$mod/(render|cmd|schema|place|simulate|diff|compare)$|cobra|fatih|gojsonschema"
check compare  "^$mod/(render|cmd|schema|place|simulate|diff)$|cobra|fatih|gojsonschema|goldmark"
exit $fail

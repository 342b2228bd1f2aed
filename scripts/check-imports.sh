#!/usr/bin/env bash
# Holds the code to ARCHITECTURE.md, the map of record: every package is in
# its table, imports only what the table lists for it (an allow-list; the
# standard library aside), and ends its doc.go with the same list; every
# arrow points down the layers; every backquoted name of the document
# resolves in the code. The check itself is internal/archcheck.
set -euo pipefail
cd "$(dirname "$0")/.."
exec go run ./internal/archcheck

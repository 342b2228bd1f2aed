#!/usr/bin/env bash
# Times `fairsched tree`, `fairsched lint` (every rule, the cluster rules
# too) and `fairsched shares` of 10,000- and 100,000-queue
# capacity-scheduler.xml files (internal/gen -capacity; QUEUES, a
# space-separated list, to change the sizes) against `xmllint --noout` on
# the same file, RUNS rounds (default 7) taking turns; prints best and median
# wall-clock and CPU seconds and the ratios to xmllint (the goal for lint and
# shares: at most 2). Installs xmllint and GNU time if needed.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v xmllint >/dev/null 2>&1 || [ ! -x /usr/bin/time ]; then
  apt-get update -qq && apt-get install -y -qq libxml2-utils time >/dev/null
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
runs=${RUNS:-7}
CGO_ENABLED=0 go build -o "$dir/fairsched" .
go build -o "$dir/gen" ./internal/gen
# shellcheck source=scripts/bench-lib.sh
. scripts/bench-lib.sh
for n in ${QUEUES:-10000 100000}; do
  "$dir/gen" -capacity -queues "$n" >"$dir/cs.xml"
  rm -f "$dir"/xmllint* "$dir"/tree* "$dir"/lint* "$dir"/shares* "$dir"/json*
  for _ in $(seq "$runs"); do
    measure xmllint xmllint --noout "$dir/cs.xml"
    measure tree "$dir/fairsched" tree "$dir/cs.xml" --hadoop-version 3.4
    measure lint "$dir/fairsched" lint "$dir/cs.xml" --hadoop-version 3.4 --cluster "1048576 mb, 1024 vcores"
    measure shares "$dir/fairsched" shares "$dir/cs.xml" --hadoop-version 3.4 --cluster "1048576 mb, 1024 vcores"
    measure json "$dir/fairsched" shares "$dir/cs.xml" --hadoop-version 3.4 --cluster "1048576 mb, 1024 vcores" --format json
  done
  for clock in wall cpu; do
    suffix=""
    [ "$clock" = cpu ] && suffix=".cpu"
    read -r xb xm < <(stats "xmllint$suffix")
    printf '%-8s %-22s %-5s %8s %8s %10s\n' queues command clock best median best/xmllint
    printf '%-8s %-22s %-5s %8s %8s %10s\n' "$n" "xmllint --noout" "$clock" "$xb" "$xm" 1.00
    for name in tree lint shares json; do
      read -r b m < <(stats "$name$suffix")
      label=$name
      [ "$name" = json ] && label="shares --format json"
      printf '%-8s %-22s %-5s %8s %8s %10s\n' "$n" "$label" "$clock" "$b" "$m" "$(ratio "$b" "$xb")"
    done
  done
done

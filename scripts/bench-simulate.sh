#!/usr/bin/env bash
# Times `fairsched simulate` placing 200,000 containers on 200 nodes (20
# leaves under 4 parents, 200 apps of 1000 one-GB containers each) and
# prints containers per second. Run from the repository root after
# `make build` (make bench does both).
set -euo pipefail
bin=${BIN:-bin/fairsched}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

{
  echo '<?xml version="1.0"?>'
  echo '<allocations><queueMaxAMShareDefault>-1</queueMaxAMShareDefault>'
  for p in 0 1 2 3; do
    echo "<queue name=\"p$p\"><weight>$((p + 1))</weight>"
    for l in 0 1 2 3 4; do echo "<queue name=\"l$l\"><weight>$((l % 3 + 1))</weight></queue>"; done
    echo '</queue>'
  done
  echo '</allocations>'
} >"$dir/fair-scheduler.xml"

{
  echo '{"nodes": [{"count": 200, "resources": {"memory-mb": 1024000, "vcores": 1000}}],'
  echo ' "settings": {"yarn.scheduler.maximum-allocation-mb": 1048576},'
  echo ' "apps": ['
  sep=''
  for p in 0 1 2 3; do for l in 0 1 2 3 4; do for a in 0 1 2 3 4 5 6 7 8 9; do
    printf '%s{"id": "application_1_%02d%d%d", "queue": "p%d.l%d", "user": "u", "container": {"memory-mb": 1024, "vcores": 1}, "containers": 1000}\n' \
      "$sep" "$p" "$l" "$a" "$p" "$l"
    sep=','
  done; done; done
  echo ']}'
} >"$dir/load.json"

best=
for round in 1 2 3; do
  start=$(date +%s%N)
  "$bin" simulate "$dir/fair-scheduler.xml" --load "$dir/load.json" --format json >"$dir/out.json"
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
done
placed=$(grep -m1 '"containersPlaced"' "$dir/out.json" | tr -dc '0-9')
echo "simulate: $placed containers on 200 nodes in ${best} ms (best of 3): $(( placed * 1000 / (best > 0 ? best : 1) )) containers/s"

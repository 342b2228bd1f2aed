#!/usr/bin/env bash
# Times `fairsched lint` and `fairsched shares` against `xmllint --noout` (a
# bare libxml2 parse) on generated 10,000- and 100,000-queue files, and
# prints the ratios and peak memory. Installs xmllint and GNU time if needed.
set -euo pipefail
cd "$(dirname "$0")/.."
need() { command -v "$1" >/dev/null 2>&1; }
if ! need xmllint || [ ! -x /usr/bin/time ]; then
  apt-get update -qq && apt-get install -y -qq libxml2-utils time >/dev/null
fi
[ -x bin/fairsched ] || go build -o bin/fairsched .
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
runs=${RUNS:-5}

# best SECONDS PEAK_KB of $runs runs of a command (exit status ignored)
measure() {
  local best="" peak=0 t m
  for _ in $(seq "$runs"); do
    /usr/bin/time -f '%e %M' -o "$dir/time" "$@" >/dev/null 2>&1 || true
    read -r t m <"$dir/time"
    if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
    [ "$m" -gt "$peak" ] && peak=$m
  done
  echo "$best $peak"
}

printf '%-8s %-8s %10s %10s %8s\n' queues tool seconds peak_MiB ratio
for n in 10000 100000; do
  f="$dir/fs-$n.xml"
  go run ./internal/gen -queues "$n" >"$f"
  read -r xt xm < <(measure xmllint --noout "$f")
  printf '%-8s %-8s %10s %10.1f %8s\n' "$n" xmllint "$xt" "$(echo "$xm/1024" | bc -l)" 1.00
  for cmd in lint shares; do
    args=(lint "$f")
    [ "$cmd" = shares ] && args=(shares "$f" --cluster "1048576 mb, 1024 vcores")
    read -r t m < <(measure ./bin/fairsched "${args[@]}")
    ratio=$(awk "BEGIN{ if ($xt > 0) printf \"%.2f\", $t/$xt; else print \"-\" }")
    printf '%-8s %-8s %10s %10.1f %8s\n' "$n" "$cmd" "$t" "$(echo "$m/1024" | bc -l)" "$ratio"
  done
done

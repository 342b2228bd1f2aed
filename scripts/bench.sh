#!/usr/bin/env bash
# Times `fairsched lint` and `fairsched shares` against `xmllint --noout` (a
# bare libxml2 parse) on generated 10,000- and 100,000-queue files of every
# shape internal/synth writes (SHAPES narrows them), and prints the best and
# median times, their ratios to xmllint (the goal: at most 2), and peak
# memory. `make bench-compare REV=…` compares with an earlier revision.
# The three commands take turns within each round, so a slow spell of a
# shared machine hits all of them alike. Installs xmllint and GNU time if
# needed. RUNS sets the number of rounds (default 7).
#
# First it measures start-up: `fairsched lint` on a 50-queue file against a
# Go program that does nothing, STARTUP_RUNS times each, alternating, and
# prints the best and median CPU and wall-clock time of each and their
# ratios (a watch figure: at most 4; on a loaded machine the best is the
# steadier).
# STARTUP_ONLY=1 stops after that.
set -euo pipefail
cd "$(dirname "$0")/.."
need() { command -v "$1" >/dev/null 2>&1; }
if ! need xmllint || [ ! -x /usr/bin/time ]; then
  apt-get update -qq && apt-get install -y -qq libxml2-utils time >/dev/null
fi
# Built every time: a binary left from an older tree would be measured instead.
CGO_ENABLED=0 go build -o bin/fairsched .
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
runs=${RUNS:-7}
cluster="1048576 mb, 1024 vcores"

# command TOOL FILE: sets cmd to the command line of one tool on one file
command_of() {
  cmd=(./bin/fairsched "$1" "$2")
  case $1 in
    xmllint) cmd=(xmllint --noout "$2") ;;
    shares) cmd+=(--cluster "$cluster") ;;
  esac
}

# round FILE: one run of each tool, its wall-clock seconds appended to
# $dir/TOOL (exit status ignored: lint exits 1 on findings)
round() {
  local tool t0 t1
  for tool in xmllint lint shares; do
    command_of "$tool" "$1"
    t0=$(date +%s%N)
    "${cmd[@]}" >/dev/null 2>&1 || true
    t1=$(date +%s%N)
    awk "BEGIN{ printf \"%.3f\\n\", ($t1 - $t0) / 1e9 }" >>"$dir/$tool"
  done
}

# peak TOOL FILE: the peak memory of one run, in MiB (GNU time; when the
# command fails, as lint does on findings, GNU time writes "Command exited
# with non-zero status N" first, so the figure is the last line)
peak() {
  command_of "$1" "$2"
  /usr/bin/time -f '%M' -o "$dir/time" "${cmd[@]}" >/dev/null 2>&1 || true
  awk 'END { printf "%.1f", $1 / 1024 }' "$dir/time"
}

# stats TOOL: best and median seconds
stats() {
  sort -n "$dir/$1" | awk '{ t[NR] = $1 } END { print t[1], t[int((NR + 1) / 2)] }'
}

# startup: `fairsched lint` on 50 queues against an empty Go program, timed
# by internal/startup (CPU time from the kernel's accounting of each child,
# and wall-clock time; no extra process between runs)
startup() {
  mkdir -p "$dir/empty"
  printf 'package main\n\nfunc main() {}\n' >"$dir/empty/main.go"
  (cd "$dir/empty" && GOFLAGS= go mod init empty >/dev/null 2>&1 && CGO_ENABLED=0 go build -o ../empty-go .)
  go run ./internal/gen -queues 50 >"$dir/q50.xml"
  go build -o "$dir/startup" ./internal/startup
  "$dir/startup" -runs "${STARTUP_RUNS:-200}" -base-name "empty Go program" -name "fairsched lint, 50 queues" \
    "$dir/empty-go" -- ./bin/fairsched lint "$dir/q50.xml"
  echo
}
startup
[ -n "${STARTUP_ONLY:-}" ] && exit 0

go build -o "$dir/gen" ./internal/gen
shapes=${SHAPES:-$("$dir/gen" -list)}
printf '%-12s %-8s %-8s %8s %8s %10s %10s %10s\n' shape queues tool best median peak_MiB best_ratio med_ratio
for shape in $shapes; do
  for n in 10000 100000; do
    f="$dir/fs-$shape-$n.xml"
    "$dir/gen" -shape "$shape" -queues "$n" >"$f"
    rm -f "$dir/xmllint" "$dir/lint" "$dir/shares"
    for _ in $(seq "$runs"); do round "$f"; done
    read -r xb xm < <(stats xmllint)
    for tool in xmllint lint shares; do
      read -r b m < <(stats "$tool")
      printf '%-12s %-8s %-8s %8s %8s %10s %10s %10s\n' "$shape" "$n" "$tool" "$b" "$m" "$(peak "$tool" "$f")" \
        "$(awk "BEGIN{ printf \"%.2f\", $b / $xb }")" "$(awk "BEGIN{ printf \"%.2f\", $m / $xm }")"
    done
  done
done

#!/usr/bin/env bash
# Compares `fairsched lint` and `fairsched shares` of a git revision with the
# working tree, binary against binary, on every file shape internal/synth
# writes and the capacity-scheduler.xml it writes (shape "capacity", read
# as Hadoop 3.4 with a cluster for lint too) (SHAPES, default all) at
# 10,000 and 100,000 queues (SIZES), with
# `xmllint --noout` as the yardstick. Usage: scripts/bench-compare.sh REV
# (or `make bench-compare REV=…`). The three programs take turns within each
# of RUNS rounds (default 5), so a slow spell of a shared machine hits all of
# them alike; best and median wall-clock times are printed, with the ratios
# to xmllint and new/old. Installs xmllint if needed.
set -euo pipefail
cd "$(dirname "$0")/.."
rev=${1:?usage: scripts/bench-compare.sh REV}
command -v xmllint >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq libxml2-utils >/dev/null; }
dir=$(mktemp -d)
trap 'git worktree remove --force "$dir/old-src" >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
git worktree add --detach -q "$dir/old-src" "$rev"
(cd "$dir/old-src" && CGO_ENABLED=0 go build -o "$dir/old" .)
CGO_ENABLED=0 go build -o "$dir/new" .
go build -o "$dir/gen" ./internal/gen
runs=${RUNS:-5}
cluster="1048576 mb, 1024 vcores"
shapes=${SHAPES:-$("$dir/gen" -list) capacity}
sizes=${SIZES:-10000 100000}

# wall CMD...: one run's wall-clock seconds (exit status ignored)
wall() {
  local t0 t1
  t0=$(date +%s%N)
  "$@" >/dev/null 2>&1 || true
  t1=$(date +%s%N)
  awk "BEGIN{ printf \"%.3f\\n\", ($t1 - $t0) / 1e9 }"
}

# stats FILE: best and median of the numbers in FILE
stats() { sort -n "$1" | awk '{ t[NR] = $1 } END { print t[1], t[int((NR + 1) / 2)] }'; }

printf '%-12s %-7s %-7s %8s %8s %8s %8s %9s %9s\n' shape queues command old_best new_best old_med new_med new/xmllint new/old
for shape in $shapes; do
  for n in $sizes; do
    f="$dir/$shape-$n.xml"
    if [ "$shape" = capacity ]; then
      "$dir/gen" -capacity -queues "$n" >"$f"
    else
      "$dir/gen" -shape "$shape" -queues "$n" >"$f"
    fi
    for cmd in lint shares; do
      rm -f "$dir"/t-*
      extra=()
      [ "$cmd" = shares ] && extra=(--cluster "$cluster")
      [ "$shape" = capacity ] && extra=(--hadoop-version 3.4 --cluster "$cluster")
      for _ in $(seq "$runs"); do
        wall xmllint --noout "$f" >>"$dir/t-xmllint"
        wall "$dir/old" "$cmd" "$f" "${extra[@]}" >>"$dir/t-old"
        wall "$dir/new" "$cmd" "$f" "${extra[@]}" >>"$dir/t-new"
      done
      read -r xb _ < <(stats "$dir/t-xmllint")
      read -r ob om < <(stats "$dir/t-old")
      read -r nb nm < <(stats "$dir/t-new")
      printf '%-12s %-7s %-7s %8s %8s %8s %8s %9s %9s\n' "$shape" "$n" "$cmd" "$ob" "$nb" "$om" "$nm" \
        "$(awk "BEGIN{ printf \"%.2f\", $nb / $xb }")" "$(awk "BEGIN{ printf \"%.2f\", $nb / $ob }")"
    done
  done
done

#!/usr/bin/env bash
# Times `fairsched diff --format json` on a generated 10,000-queue pair
# against `fairsched shares --format json` run on both files, and prints
# the best and median times and the diff/shares ratios (the target is under
# 2). The new file changes one department's weight and adds
# queueMaxAMShareDefault, which moves many shares and a setting of every
# leaf. The two take turns within each round, so a slow spell of a shared
# machine hits both alike. Besides wall-clock time it reports CPU time
# (user + sys, GNU time), which a loaded shared machine disturbs less. RUNS
# sets the number of rounds (default 7).
set -euo pipefail
cd "$(dirname "$0")/.."
# Built every time: a binary left from an older tree would be measured instead.
go build -o bin/fairsched .
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
runs=${RUNS:-7}
n=${QUEUES:-10000}
cluster="1048576 mb, 1024 vcores"
go run ./internal/gen -queues "$n" >"$dir/old.xml"
sed -e '0,/<weight>1<\/weight>/s//<weight>5<\/weight>/' \
  -e 's#<allocations>#<allocations>\n  <queueMaxAMShareDefault>0.3</queueMaxAMShareDefault>#' \
  "$dir/old.xml" >"$dir/new.xml"

if [ ! -x /usr/bin/time ]; then
  apt-get update -qq && apt-get install -y -qq time >/dev/null
fi

# measure NAME CMD...: appends the wall-clock and CPU seconds of one run
# (exit status ignored) to $dir/NAME and $dir/NAME.cpu
measure() {
  local name=$1
  shift
  /usr/bin/time -f '%e %U %S' -o "$dir/time" "$@" >/dev/null 2>&1 || true
  # A failing command makes GNU time write "Command exited with non-zero
  # status N" before the times: the times are the last line.
  awk 'END { printf "%.3f\n", $1 }' "$dir/time" >>"$dir/$name"
  awk 'END { printf "%.3f\n", $2 + $3 }' "$dir/time" >>"$dir/$name.cpu"
}

shares_both() {
  ./bin/fairsched shares "$dir/old.xml" --cluster "$cluster" --format json >/dev/null
  ./bin/fairsched shares "$dir/new.xml" --cluster "$cluster" --format json >/dev/null
}

export -f shares_both
export dir cluster
for _ in $(seq "$runs"); do
  measure shares bash -c shares_both
  measure diff ./bin/fairsched diff "$dir/old.xml" "$dir/new.xml" --cluster "$cluster" --format json
done

stats() { sort -n "$dir/$1" | awk '{ t[NR] = $1 } END { print t[1], t[int((NR + 1) / 2)] }'; }
ratio() { awk "BEGIN{ printf \"%.2f\", $1 / $2 }"; }
printf '%-8s %-10s %-6s %8s %8s\n' queues command clock best median
for clock in wall cpu; do
  suffix=""
  [ "$clock" = cpu ] && suffix=".cpu"
  read -r sb sm < <(stats "shares$suffix")
  read -r db dm < <(stats "diff$suffix")
  printf '%-8s %-10s %-6s %8s %8s\n' "$n" "shares x2" "$clock" "$sb" "$sm"
  printf '%-8s %-10s %-6s %8s %8s\n' "$n" "diff" "$clock" "$db" "$dm"
  printf 'diff/shares %s ratio: best %s, median %s (target < 2)\n' "$clock" "$(ratio "$db" "$sb")" "$(ratio "$dm" "$sm")"
done

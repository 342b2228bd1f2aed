#!/usr/bin/env bash
# Times `fairsched diff --format json` on a generated 10,000-queue pair
# against `fairsched shares --format json` run on both files, and prints
# the best and median times and the diff/shares ratios (the target is under
# 2). The new file changes one department's weight and adds
# queueMaxAMShareDefault, which moves many shares and a setting of every
# leaf. The two take turns within each round, so a slow spell of a shared
# machine hits both alike. RUNS sets the number of rounds (default 7).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x bin/fairsched ] || go build -o bin/fairsched .
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
runs=${RUNS:-7}
n=${QUEUES:-10000}
cluster="1048576 mb, 1024 vcores"
go run ./internal/gen -queues "$n" >"$dir/old.xml"
sed -e '0,/<weight>1<\/weight>/s//<weight>5<\/weight>/' \
  -e 's#<allocations>#<allocations>\n  <queueMaxAMShareDefault>0.3</queueMaxAMShareDefault>#' \
  "$dir/old.xml" >"$dir/new.xml"

# seconds CMD...: wall-clock seconds of one run (exit status ignored)
seconds() {
  local t0 t1
  t0=$(date +%s%N)
  "$@" >/dev/null 2>&1 || true
  t1=$(date +%s%N)
  awk "BEGIN{ printf \"%.3f\\n\", ($t1 - $t0) / 1e9 }"
}

shares_both() {
  ./bin/fairsched shares "$dir/old.xml" --cluster "$cluster" --format json
  ./bin/fairsched shares "$dir/new.xml" --cluster "$cluster" --format json
}

for _ in $(seq "$runs"); do
  seconds shares_both >>"$dir/shares"
  seconds ./bin/fairsched diff "$dir/old.xml" "$dir/new.xml" --cluster "$cluster" --format json >>"$dir/diff"
done

stats() { sort -n "$dir/$1" | awk '{ t[NR] = $1 } END { print t[1], t[int((NR + 1) / 2)] }'; }
read -r sb sm < <(stats shares)
read -r db dm < <(stats diff)
printf '%-8s %-14s %8s %8s\n' queues command best median
printf '%-8s %-14s %8s %8s\n' "$n" "shares x2" "$sb" "$sm"
printf '%-8s %-14s %8s %8s\n' "$n" "diff" "$db" "$dm"
printf 'diff/shares ratio: best %s, median %s (target < 2)\n' \
  "$(awk "BEGIN{ printf \"%.2f\", $db / $sb }")" "$(awk "BEGIN{ printf \"%.2f\", $dm / $sm }")"

#!/usr/bin/env bash
# Times `fairsched place --submissions` on 100,000 generated CSV submissions
# against the replay fixture (testdata/place/replay) and prints the best and
# median wall-clock time of RUNS runs (default 5). The target is under one
# second; the Go benchmark BenchmarkReplay100k measures the library alone.
set -euo pipefail
# shellcheck source=bench-lib.sh
. "$(dirname "$0")/bench-lib.sh"
bench_start 5
awk 'BEGIN {
  split("u000 u001 u002 u003 u004 u005 u006 u007 first.last carol", users, " ")
  split("x eng ops;eng x.y staff x x x", groups, " ")
  split("default eng.etl root.analysts adhoc root.eng eng.ml ops.new root.default.x default default", queues, " ")
  print "user,groups,queue"
  srand(42)
  for (i = 0; i < 100000; i++) {
    g = groups[int(rand() * 8) + 1]; if (g == "x") g = ""
    printf "%s,%s,%s\n", users[int(rand() * 10) + 1], g, queues[int(rand() * 10) + 1]
  }
}' > "$dir/subs.csv"
fix=testdata/place/replay
times=()
for _ in $(seq "$runs"); do
  start=$(date +%s.%N)
  # place exits 1 when it rejects a submission, as some of these are meant to be
  rc=0
  ./bin/fairsched place "$fix/fair-scheduler.xml" --submissions "$dir/subs.csv" --groups-file "$fix/groups" > "$dir/out.txt" || rc=$?
  [ "$rc" -le 1 ] || { echo "place exited $rc" >&2; exit "$rc"; }
  end=$(date +%s.%N)
  times+=("$(echo "$end - $start" | bc)")
done
sorted=$(printf '%s\n' "${times[@]}" | sort -n)
best=$(echo "$sorted" | head -1)
median=$(echo "$sorted" | sed -n "$(( (runs + 1) / 2 ))p")
echo "place --submissions, 100000 submissions: best ${best}s, median ${median}s over $runs runs ($(wc -l < "$dir/out.txt") output lines)"

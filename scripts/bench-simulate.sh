#!/usr/bin/env bash
# Times `fairsched simulate` on one core (taskset -c 0, GOMAXPROCS=1):
#   1. 200,000 containers on 200 nodes placed from a static load
#      (containers per second);
#   2. a load that is over within its first hour, simulated for 1 h and for
#      24 h: the day must cost at most 2x the hour, in time and in JSON;
#   3. the same hour of load on 500 and on 5,000 nodes: at most 3x;
#   4. a day of a 5,000-node cluster placing 1,000,000 containers: at most
#      30 s, with its peak memory (maximum resident set, /usr/bin/time -v);
#   5. the same day under the Capacity Scheduler: at most 3x the Fair
#      Scheduler's time; the hour's load of 2. under it, its 24 h JSON at
#      most 2x its 1 h JSON; and compare --load on the day (both
#      simulations) within 30 s.
# Every figure is the best of 3 runs (the machine may be shared). Exits 1
# when a target is missed. Run from the repository root after `make build`
# (make bench does both).
set -euo pipefail
bin=${BIN:-bin/fairsched}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export GOMAXPROCS=1
pin=()
if command -v taskset >/dev/null; then pin=(taskset -c 0); fi

# 20 leaves under 4 parents, weights 1-4.
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

# timed_load NODES APPS PER_APP SPREAD_S RUNTIME_S: nodes of 64 GB, apps of
# one-GB containers over the 20 leaves arriving evenly over SPREAD_S.
timed_load() {
  awk -v nodes="$1" -v apps="$2" -v per="$3" -v spread="$4" -v rt="$5" 'BEGIN {
    printf "{\"nodes\": [{\"count\": %d, \"resources\": {\"memory-mb\": 65536, \"vcores\": 64}}],\n \"apps\": [\n", nodes
    for (i = 0; i < apps; i++) {
      printf "%s{\"id\": \"application_1_%06d\", \"queue\": \"p%d.l%d\", \"user\": \"u\", \"container\": {\"memory-mb\": 1024, \"vcores\": 1}, \"containers\": %d, \"start\": %.3f, \"runtime\": %d}\n",
        (i ? "," : ""), i, i % 4, int(i / 4) % 5, per, spread * i / apps, rt
    }
    print "]}"
  }'
}

# best_ms LOAD [ARGS...]: the best wall time of 3 runs in ms; the peak RSS
# of the last run (KB) goes to $dir/rss.
best_ms() {
  local load=$1 best='' ms start end
  shift
  for _ in 1 2 3; do
    start=$(date +%s%N)
    /usr/bin/time -v -o "$dir/time.txt" "${pin[@]}" "$bin" simulate "$dir/fair-scheduler.xml" --load "$load" "$@" >"$dir/out.txt"
    end=$(date +%s%N)
    ms=$(((end - start) / 1000000))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  awk -F': ' '/Maximum resident set size/ {print $2}' "$dir/time.txt" >"$dir/rss"
  echo "$best"
}

failed=0
# check WHAT GOT LIMIT: GOT <= LIMIT (both scaled by 100), else a failure.
check() {
  if [ "$2" -le "$3" ]; then echo "  ok: $1"; else echo "  MISSED: $1"; failed=1; fi
}

best=
for round in 1 2 3; do
  start=$(date +%s%N)
  "${pin[@]}" "$bin" simulate "$dir/fair-scheduler.xml" --load "$dir/load.json" --format json >"$dir/out.json"
  end=$(date +%s%N)
  ms=$(((end - start) / 1000000))
  if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
done
placed=$(grep -m1 '"containersPlaced"' "$dir/out.json" | tr -dc '0-9')
echo "simulate: $placed containers on 200 nodes in ${best} ms (best of 3): $((placed * 1000 / (best > 0 ? best : 1))) containers/s"

timed_load 200 200 100 1800 300 >"$dir/hour.json"
h1=$(best_ms "$dir/hour.json" --duration 3600)
h24=$(best_ms "$dir/hour.json" --duration 86400)
echo "simulate: a load over within its first hour: 1 h in ${h1} ms, 24 h in ${h24} ms (best of 3)"
check "24 h costs $((h24 * 100 / (h1 > 0 ? h1 : 1)))% of 1 h (at most 200%)" "$((h24 * 100))" "$((h1 * 200))"
"$bin" simulate "$dir/fair-scheduler.xml" --load "$dir/hour.json" --duration 3600 --format json >"$dir/h1.json"
"$bin" simulate "$dir/fair-scheduler.xml" --load "$dir/hour.json" --duration 86400 --format json >"$dir/h24.json"
j1=$(wc -c <"$dir/h1.json")
j24=$(wc -c <"$dir/h24.json")
echo "simulate: its JSON is $j1 bytes for 1 h and $j24 bytes for 24 h"
check "the 24 h JSON is $((j24 * 100 / (j1 > 0 ? j1 : 1)))% of the 1 h one (at most 200%)" "$((j24 * 100))" "$((j1 * 200))"

timed_load 500 400 250 3000 600 >"$dir/n500.json"
sed 's/"count": 500,/"count": 5000,/' "$dir/n500.json" >"$dir/n5000.json"
n500=$(best_ms "$dir/n500.json" --duration 3600)
n5000=$(best_ms "$dir/n5000.json" --duration 3600)
echo "simulate: the same hour on 500 nodes in ${n500} ms, on 5,000 nodes in ${n5000} ms (best of 3)"
check "5,000 nodes cost $((n5000 * 100 / (n500 > 0 ? n500 : 1)))% of 500 (at most 300%)" "$((n5000 * 100))" "$((n500 * 300))"

timed_load 5000 2000 500 72000 600 >"$dir/day.json"
day=$(best_ms "$dir/day.json" --duration 86400)
rss=$(cat "$dir/rss")
echo "simulate: a day of 5,000 nodes placing 1,000,000 containers in ${day} ms on one core (best of 3), peak RSS $((rss / 1024)) MB"
check "a day of 5,000 nodes in at most 30 s" "$day" 30000

# The same tree as a capacity-scheduler.xml: 4 parents of 25 %, 5 leaves of 20 %
# (Hadoop 3.4: 3.3 refuses leaves of one name under different parents).
{
  echo '<?xml version="1.0"?><configuration>'
  prop() { echo "<property><name>yarn.scheduler.capacity.$1</name><value>$2</value></property>"; }
  prop root.queues p0,p1,p2,p3
  for p in 0 1 2 3; do
    prop "root.p$p.capacity" 25
    prop "root.p$p.queues" l0,l1,l2,l3,l4
    for l in 0 1 2 3 4; do prop "root.p$p.l$l.capacity" 20; done
  done
  echo '</configuration>'
} >"$dir/capacity-scheduler.xml"
csday=$(best=
  for _ in 1 2 3; do
    start=$(date +%s%N)
    "${pin[@]}" "$bin" simulate "$dir/capacity-scheduler.xml" --load "$dir/day.json" --duration 86400 --hadoop-version 3.4 >"$dir/out.txt" 2>/dev/null
    end=$(date +%s%N)
    ms=$(((end - start) / 1000000))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  echo "$best")
echo "simulate: the same day under the Capacity Scheduler in ${csday} ms (best of 3)"
check "the Capacity Scheduler costs $((csday * 100 / (day > 0 ? day : 1)))% of the Fair Scheduler (at most 300%)" "$((csday * 100))" "$((day * 300))"
"$bin" simulate "$dir/capacity-scheduler.xml" --load "$dir/hour.json" --duration 3600 --hadoop-version 3.4 --format json >"$dir/cs1.json" 2>/dev/null
"$bin" simulate "$dir/capacity-scheduler.xml" --load "$dir/hour.json" --duration 86400 --hadoop-version 3.4 --format json >"$dir/cs24.json" 2>/dev/null
c1=$(wc -c <"$dir/cs1.json")
c24=$(wc -c <"$dir/cs24.json")
echo "simulate: the hour's load under the Capacity Scheduler: $c1 bytes of JSON for 1 h and $c24 bytes for 24 h"
check "the Capacity Scheduler's 24 h JSON is $((c24 * 100 / (c1 > 0 ? c1 : 1)))% of the 1 h one (at most 200%)" "$((c24 * 100))" "$((c1 * 200))"
start=$(date +%s%N)
"${pin[@]}" "$bin" compare "$dir/fair-scheduler.xml" "$dir/capacity-scheduler.xml" --load "$dir/day.json" --duration 86400 --hadoop-version 3.4 >"$dir/out.txt" 2>/dev/null
end=$(date +%s%N)
cmp=$(((end - start) / 1000000))
echo "compare --load: the day under both schedulers in ${cmp} ms"
check "compare --load on the day in at most 30 s" "$cmp" 30000
exit "$failed"

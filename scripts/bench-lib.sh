# Shared by the scripts that time one command against `fairsched shares`
# (bench-compare-cmd.sh, bench-convert.sh, bench-diff.sh) and by
# bench-place.sh and bench-capacity.sh.

# bench_start DEFAULT_RUNS [time]: goes to the repository root, builds
# bin/fairsched (every time: a binary left from an older tree would be
# measured instead), makes the scratch folder $dir (removed on exit), and sets
# runs (RUNS, else DEFAULT_RUNS), n (QUEUES, else 10000) and cluster; with
# "time", installs GNU time (which measure uses) if it is missing
bench_start() {
  cd "$(dirname "${BASH_SOURCE[0]}")/.."
  go build -o bin/fairsched .
  dir=$(mktemp -d)
  trap 'rm -rf "$dir"' EXIT
  runs=${RUNS:-$1}
  n=${QUEUES:-10000}
  cluster="1048576 mb, 1024 vcores"
  if [ "${2:-}" = time ]; then
    need_time
  fi
}

# need_time: installs GNU time, which measure uses, if it is missing
need_time() {
  if [ ! -x /usr/bin/time ]; then
    apt-get update -qq && apt-get install -y -qq time >/dev/null
  fi
}

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

# stats NAME: best and median of the times in $dir/NAME
stats() { sort -n "$dir/$1" | awk '{ t[NR] = $1 } END { print t[1], t[int((NR + 1) / 2)] }'; }

ratio() { awk "BEGIN{ printf \"%.2f\", $1 / $2 }"; }

# report_vs_shares NAME [LABEL]: the best and median wall-clock and CPU times
# of shares (labelled LABEL, default "shares") and NAME, and NAME's ratio to
# shares (the target is under 2)
report_vs_shares() {
  local name=$1 label=${2:-shares} clock suffix sb sm cb cm
  printf '%-8s %-10s %-6s %8s %8s\n' queues command clock best median
  for clock in wall cpu; do
    suffix=""
    [ "$clock" = cpu ] && suffix=".cpu"
    read -r sb sm < <(stats "shares$suffix")
    read -r cb cm < <(stats "$name$suffix")
    printf '%-8s %-10s %-6s %8s %8s\n' "$n" "$label" "$clock" "$sb" "$sm"
    printf '%-8s %-10s %-6s %8s %8s\n' "$n" "$name" "$clock" "$cb" "$cm"
    printf '%s/shares %s ratio: best %s, median %s (target < 2)\n' "$name" "$clock" "$(ratio "$cb" "$sb")" "$(ratio "$cm" "$sm")"
  done
}

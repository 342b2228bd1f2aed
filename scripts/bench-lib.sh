# Shared by the scripts that time one command against `fairsched shares`
# (bench-compare-cmd.sh, bench-convert.sh): source it after setting dir, n.

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

# report_vs_shares NAME: the best and median wall-clock and CPU times of
# shares and NAME, and NAME's ratio to shares (the target is under 2)
report_vs_shares() {
  local name=$1 clock suffix sb sm cb cm
  printf '%-8s %-10s %-6s %8s %8s\n' queues command clock best median
  for clock in wall cpu; do
    suffix=""
    [ "$clock" = cpu ] && suffix=".cpu"
    read -r sb sm < <(stats "shares$suffix")
    read -r cb cm < <(stats "$name$suffix")
    printf '%-8s %-10s %-6s %8s %8s\n' "$n" "shares" "$clock" "$sb" "$sm"
    printf '%-8s %-10s %-6s %8s %8s\n' "$n" "$name" "$clock" "$cb" "$cm"
    printf '%s/shares %s ratio: best %s, median %s (target < 2)\n' "$name" "$clock" "$(ratio "$cb" "$sb")" "$(ratio "$cm" "$sm")"
  done
}

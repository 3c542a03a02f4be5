#!/usr/bin/env bash
# Runs a command on a deliberately busy machine, to show that the browser suite's
# waits follow the app's state rather than the clock (docs/performance.md).
#
#   bash scripts/busy-machine.sh N -- CMD [ARGS...]
#
# Starts N CPU burners (`node -e 'for(;;);'`), records `uptime` every 30 s to a
# log (BUSY_MACHINE_LOG, or a new file under /tmp), runs CMD, stops the burners
# by their process ids (also when interrupted), then prints the range of the
# one-minute load average and CMD's exit status. Exits with CMD's status.
set -euo pipefail

usage() {
  echo "usage: bash scripts/busy-machine.sh N -- CMD [ARGS...]" >&2
  exit 2
}
[[ $# -ge 3 && $1 =~ ^[0-9]+$ && $2 == -- ]] || usage
burners=$1
shift 2

log=${BUSY_MACHINE_LOG:-$(mktemp -t busy-machine.XXXXXX.log)}
started_pids=()
command_pid=

stop_helpers() {
  # Only the processes this script started, each by its id.
  if [[ -n $command_pid ]]; then
    # The command's own process group: npx does not pass a signal on to Playwright.
    kill -TERM -- "-$command_pid" 2>/dev/null || true
    wait "$command_pid" 2>/dev/null || true
    command_pid=
  fi
  if [[ ${#started_pids[@]} -gt 0 ]]; then
    kill "${started_pids[@]}" 2>/dev/null || true
    wait "${started_pids[@]}" 2>/dev/null || true
    started_pids=()
  fi
}
trap stop_helpers EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

sample_load() { LC_ALL=C uptime >>"$log"; }

{
  echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ) $burners burners on $(nproc) cores: $*"
} >"$log"

for _ in $(seq 1 "$burners"); do
  node -e 'for(;;);' &
  started_pids+=($!)
done
sample_load

# The sampler stops its own sleep when stopped, so nothing it started outlives it.
(
  trap 'kill "$nap" 2>/dev/null; exit 0' TERM
  while :; do
    sleep 30 &
    nap=$!
    wait "$nap"
    sample_load
  done
) &
started_pids+=($!)

echo "busy-machine: $burners burners started; load log: $log"
start=$(date +%s)
# In the background, so an interruption is handled at once, and in a process
# group of its own, so stopping it stops everything it started.
setsid "$@" &
command_pid=$!
set +e
wait "$command_pid"
status=$?
set -e
command_pid=
elapsed=$(($(date +%s) - start))
sample_load
stop_helpers

# `uptime` ends with "load average: 1m, 5m, 15m"; the range is of the 1-minute figure.
read -r low high samples < <(
  sed -n 's/.*load average: \([0-9.]*\),.*/\1/p' "$log" |
    awk 'NR == 1 { lo = $1; hi = $1 } { if ($1 < lo) lo = $1; if ($1 > hi) hi = $1 }
         END { print lo, hi, NR }'
)
printf 'busy-machine: %s burners; load average (1 min) %s to %s over %s samples; ' \
  "$burners" "$low" "$high" "$samples"
printf 'command exited %s after %dm%02ds; log: %s\n' "$status" $((elapsed / 60)) $((elapsed % 60)) "$log"
exit "$status"

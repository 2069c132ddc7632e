#!/usr/bin/env bash
# `make test` three times in a row on a fresh clone of HEAD while a busy loop runs on every
# core (`nproc`); fails if any run fails. The busy loops are stopped however it ends; the
# clone is removed when all runs pass and kept (its path printed) when one fails.
set -u
make_cmd=${MAKE:-make}
python=${PYTHON:-python3}
runs=${RUNS:-3}
top=$(git rev-parse --show-toplevel) || exit 2
head=$(git -C "$top" rev-parse HEAD) || exit 2
work=$(mktemp -d "${TMPDIR:-/tmp}/seaboard-under-load.XXXXXX")
busy=()
failed=()

stop_busy() {
    for pid in "${busy[@]}"; do
        kill "$pid" 2>/dev/null
    done
    wait "${busy[@]}" 2>/dev/null
    busy=()
}
trap stop_busy EXIT
trap 'exit 130' INT TERM

git clone --quiet --no-checkout "$top" "$work/seaboard" || exit 2
git -C "$work/seaboard" checkout --quiet --detach "$head" || exit 2
cores=$(nproc)
for _ in $(seq "$cores"); do
    (while :; do :; done) &
    busy+=("$!")
done
echo "test-under-load: $runs runs of make test on a fresh clone of $head in $work/seaboard, $cores busy loops"
for run in $(seq "$runs"); do
    started=$(date +%s)
    if "$make_cmd" -C "$work/seaboard" test PYTHON="$python"; then
        echo "test-under-load: run $run of $runs passed in $(($(date +%s) - started)) s"
    else
        echo "test-under-load: run $run of $runs FAILED after $(($(date +%s) - started)) s"
        failed+=("$run")
    fi
done
stop_busy
if [ "${#failed[@]}" -gt 0 ]; then
    echo "test-under-load: failed runs: ${failed[*]} of $runs (the clone is kept: $work/seaboard)"
    exit 1
fi
rm -rf "$work"
echo "test-under-load: all $runs runs passed"

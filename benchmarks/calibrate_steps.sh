#!/bin/sh
# The ladder's calibration in growing steps, so that every group and window gets a few games
# before any gets many (each step resumes from the results file; stop it at any time):
#     nice -n 10 sh benchmarks/calibrate_steps.sh [JOBS] [BACKEND]
# Groups go cheapest first, and each step plays the four weakest levels before the rest. A step of N games per window in the two-player groups plays
# N/2 in the others (the default targets are 200 and 100: the last step).
set -e
JOBS=${1:-2}
BACKEND=${2:-local}
PY=${PYTHON:-python}
GROUPS="ebbe-flut/2p,flotsam-fight/2p,flotsam-fight/3-6p,land-vs-sea/2p,el-switcher/2p,land-vs-sea/3p,land-vs-sea/teams,el-switcher/3-4p"
for N in 4 10 20 50 100 200; do
    HALF=$((N / 2))
    # the four cheap levels first (up to Strong), then the whole ladder
    for TOP in "--top 4" ""; do
        # shellcheck disable=SC2086
        "$PY" -m seaboard.cli.calibrate --groups "$GROUPS" --games "$N" $TOP \
            --games-for "flotsam-fight/3-6p=$HALF" --games-for "land-vs-sea/3p=$HALF" \
            --games-for "land-vs-sea/teams=$HALF" --games-for "el-switcher/3-4p=$HALF" \
            --jobs "$JOBS" --backend "$BACKEND"
    done
done

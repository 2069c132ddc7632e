#!/usr/bin/env bash
# The bot strength figures of docs/bots.md, as they were measured (2 cores, two games at a
# time). Two-player lines play each deal twice with the seats swapped (--rotate); games for
# more players seat the ismcts bot on every seat in turn. Output: benchmarks/results/strength/.
#   benchmarks/strength.sh            every line (about two and a half hours on this machine)
#   benchmarks/strength.sh switcher   only the lines whose name contains "switcher"
set -u
cd "$(dirname "$0")/.."
out=benchmarks/results/strength
mkdir -p "$out"
only=${1:-}
S=".venv/bin/seaboard simulate"
P=".venv/bin/python"
J="--jobs ${JOBS:-2}"
run() {
  local name=$1; shift
  [[ -n $only && $name != *$only* ]] && return
  echo "== $*" >"$out/$name.txt"
  "$@" >>"$out/$name.txt" 2>&1
}

# greedy against random
run ebbe-greedy-random      $S ebbe-flut --games 100 --rotate $J --bots greedy,random
run flotsam-greedy-random   $S flotsam-fight --players 2 --games 100 --rotate $J --bots greedy,random
run switcher-greedy-random  $S el-switcher --option deck=short --games 100 --rotate $J --bots greedy,random
run lvs-greedy-random       $S land-vs-sea --games 100 --rotate $J --bots greedy,random
# ismcts against greedy
run ebbe-ismcts-greedy      $S ebbe-flut --games 100 --rotate $J --bots ismcts:think=0.1,greedy
run flotsam-ismcts-greedy   $S flotsam-fight --players 2 --games 100 --rotate $J --bots ismcts:think=0.1,greedy
run switcher-ismcts-greedy  $S el-switcher --option deck=short --games 100 --rotate $J --bots ismcts:think=0.2,greedy
run lvs-ismcts-greedy       $S land-vs-sea --games 100 --rotate $J --bots ismcts:think=0.2,greedy
# ismcts against random, at a quarter to a half of the budget used against greedy
run ebbe-ismcts-random      $S ebbe-flut --games 100 --rotate $J --bots ismcts:think=0.05,random
run flotsam-ismcts-random   $S flotsam-fight --players 2 --games 100 --rotate $J --bots ismcts:think=0.05,random
run switcher-ismcts-random  $S el-switcher --option deck=short --games 100 --rotate $J --bots ismcts:think=0.05,random
run lvs-ismcts-random       $S land-vs-sea --games 100 --rotate $J --bots ismcts:think=0.05,random
# more players: one ismcts against greedy opponents (against a greedy team with four in Land vs Sea)
run flotsam3-ismcts-greedy  $S flotsam-fight --players 3 --games 180 --rotate $J --bots ismcts:think=0.1,greedy,greedy
run flotsam4-ismcts-greedy  $S flotsam-fight --players 4 --games 192 --rotate $J --bots ismcts:think=0.1,greedy,greedy,greedy
run flotsam5-ismcts-greedy  $S flotsam-fight --players 5 --games 90 --rotate $J --bots ismcts:think=0.1,greedy,greedy,greedy,greedy
run flotsam6-ismcts-greedy  $S flotsam-fight --players 6 --games 90 --rotate $J --bots ismcts:think=0.1,greedy,greedy,greedy,greedy,greedy
run switcher3-ismcts-greedy $S el-switcher --players 3 --option deck=short --games 30 --rotate $J --bots ismcts:think=0.2,greedy,greedy
run switcher4-ismcts-greedy $S el-switcher --players 4 --option deck=short --games 128 --rotate $J --bots ismcts:think=0.2,greedy,greedy,greedy
run lvs3-ismcts-greedy      $S land-vs-sea --players 3 --games 90 --rotate $J --bots ismcts:think=0.2,greedy,greedy
# four-player Land vs Sea is two teams: an ismcts team against a greedy team, sides swapped
run lvs4-ismcts-greedy      $S land-vs-sea --players 4 --games 80 --rotate $J --bots ismcts:think=0.2,greedy,ismcts:think=0.2,greedy
# upper bounds: the same search seeing every hidden tile ("seer"); first run where a target was
# missed, kept to show what the hidden tiles are still worth to the search
run lvs3-seer-greedy        $P benchmarks/seer_upper_bound.py land-vs-sea --players 3 --games 60 $J --bots seer/ismcts:think=0.2,greedy,greedy
# Ebbe & Flut solo: mean score over 200 seeds
run ebbe-solo-random        $S ebbe-flut --players 1 --games 200 $J --bots random
run ebbe-solo-greedy        $S ebbe-flut --players 1 --games 200 $J --bots greedy
run ebbe-solo-ismcts        $S ebbe-flut --players 1 --games 200 $J --bots ismcts:think=0.02
# strength grows with time: a small sample at one second per move
run ebbe-ismcts1s-greedy    $S ebbe-flut --games 6 --rotate $J --bots ismcts:think=1.0,greedy
run switcher-ismcts1s-greedy $S el-switcher --option deck=short --games 10 --rotate $J --bots ismcts:think=1.0,greedy
run lvs-ismcts1s-greedy     $S land-vs-sea --games 10 --rotate $J --bots ismcts:think=1.0,greedy
run lvs3-ismcts1s-greedy    $S land-vs-sea --players 3 --games 30 --rotate $J --bots ismcts:think=1.0,greedy,greedy
run lvs3-seer1s-greedy      $P benchmarks/seer_upper_bound.py land-vs-sea --players 3 --games 30 $J --bots seer/ismcts:think=1.0,greedy,greedy

#!/bin/sh
# Problem-level timings of the submissions against the C baselines, in one run
# (docs/PERFORMANCE.md). From the workspace root:
#
#     sh solver/puzzle/benches/baseline/run.sh [runs]
#
# Compiles every submissions/<problem>.rs alone as its judge does (rustc --edition 2021 -O)
# and the C baselines with gcc -O2, generates the inputs, checks that each C program prints
# exactly what the submission prints, then times whole processes with `perf stat` (CPU time
# of the process, task-clock, median of [runs] runs, default 10, the programs of a row taking
# turns; wall time in parentheses, which a shared machine makes noisy). Each row also times the floor (floor.c: read all of stdin and
# sum every integer in it, then copy the expected answer to stdout) and prints the
# submission's time as a fraction of the C baseline's and of the floor's. With COUNT_INSTRUCTIONS=1 it also counts the instructions each
# run executes under valgrind's callgrind (slow, but the same on a busy machine). Everything goes
# to target/perf/ (or $OUT); SUBMISSIONS=dir times the files in dir instead of submissions/
# (an older version, say).
set -eu

runs=${1:-10}
here=$(dirname "$0")
out=${OUT:-target/perf}
submissions=${SUBMISSIONS:-submissions}
mkdir -p "$out"

echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "rustc: $(rustc --version), gcc: $(gcc --version | head -1)"

for problem in topcoder_soma calendar uva197 big_puzzle; do
    rustc --edition 2021 -O -o "$out/$problem" "$submissions/$problem.rs"
done
for baseline in soma calendar big_puzzle floor; do
    gcc -O2 -o "$out/${baseline}_c" "$here/$baseline.c"
done

# Inputs.
cat tests/cmd/topcoder_soma/example[0-8]_*.stdin > "$out/soma9.txt"
cargo run -q --release -p puzzle --example soma_patterns > "$out/soma56.txt"
for month in 1 2 3 4 5 6 7 8 9 10 11 12; do
    case $month in 2) days=29 ;; 4 | 6 | 9 | 11) days=30 ;; *) days=31 ;; esac
    day=1
    while [ "$day" -le "$days" ]; do
        echo "$month $day"
        day=$((day + 1))
    done
done > "$out/dates366.txt"
# The 24 orientations of piece a, as the seed's accepted program lists them (its `Aform`).
sed -n '/SEED_ORIENTATIONS: \[&str; 24\]/,/\];/p' solver/puzzle/src/uva197.rs |
    grep -o '"[a.]*"' | tr -d '"' > "$out/uva197_24.txt"
# 37 cases: the 24, eight of them translated, and five repeated.
{
    cat "$out/uva197_24.txt"
    cat <<'TRANSLATED'
.a..a..aa..................
...........a..a.aa.........
.aa.a..a...................
.aa..a..a..................
...a..aaa..................
.....aaaa..................
...aaa..a..................
...aaaa....................
TRANSLATED
    head -5 "$out/uva197_24.txt"
} > "$out/uva197_37.txt"
cargo run -q --release -p puzzle --example big_puzzle_input play > "$out/big_play.txt"
cargo run -q --release -p puzzle --example big_puzzle_input same > "$out/big_same.txt"

# Same answers, byte for byte.
same() { # program baseline input
    "$out/$1" < "$out/$3" > "$out/$1.out"
    "$out/$2" < "$out/$3" > "$out/$2.out"
    cmp -s "$out/$1.out" "$out/$2.out" || { echo "DIFFERENT: $1 and $2 on $3"; exit 1; }
}
same topcoder_soma soma_c soma9.txt
same topcoder_soma soma_c soma56.txt
same calendar calendar_c dates366.txt
same big_puzzle big_puzzle_c big_play.txt
[ "$(wc -l < "$out/uva197_24.txt")" -eq 24 ]
"$out/uva197" < "$out/uva197_24.txt" | grep -c '^[a-g]' | grep -qx 11520
[ "$(wc -l < "$out/uva197_37.txt")" -eq 37 ]
"$out/uva197" < "$out/uva197_37.txt" | grep -c '^[a-g]' | grep -qx 17760

# The expected answers, which the floor program copies.
for pair in topcoder_soma:soma9 topcoder_soma:soma56 calendar:dates366 uva197:uva197_24 \
    uva197:uva197_37 big_puzzle:big_play big_puzzle:big_same; do
    program=${pair%%:*} input=${pair#*:}
    "$out/$program" < "$out/$input.txt" > "$out/$input.txt.answer"
done

# The programs of a row run in turn, one run each, [runs] times over, so that a change in the
# machine's load falls on all of them alike; each figure is the median of its [runs] runs.
# cpu_wall command input: "task-clock-ms wall-ms" of one run.
cpu_wall() {
    perf stat -x, -e task-clock,duration_time sh -c "$1 < '$out/$2' > /dev/null" 2>&1 |
        awk -F, '/task-clock/ { cpu = $1 } /duration_time/ { wall = $1 / 1e6 }
            END { printf "%.3f %.3f\n", cpu, wall }'
}
median() { # file of numbers
    sort -g "$1" | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.1f", m }'
}
ratio() { # numerator denominator
    echo "$1 $2" | awk '{ printf "%.3f", $1 / $2 }'
}
row() { # label program input baseline-or-"-"
    commands="'$out/$2'|'$out/floor_c' '$out/$3.answer'"
    [ "$4" = - ] || commands="$commands|'$out/$4'"
    rm -f "$out"/timing.*
    i=0
    while [ "$i" -lt "$runs" ]; do
        k=0
        echo "$commands" | tr '|' '\n' | while IFS= read -r command; do
            k=$((k + 1))
            cpu_wall "$command" "$3" | {
                read -r cpu wall
                echo "$cpu" >> "$out/timing.cpu.$k"
                echo "$wall" >> "$out/timing.wall.$k"
            }
        done
        i=$((i + 1))
    done
    ours=$(median "$out/timing.cpu.1") ours_wall=$(median "$out/timing.wall.1")
    floor=$(median "$out/timing.cpu.2") floor_wall=$(median "$out/timing.wall.2")
    if [ "$4" != - ]; then
        theirs=$(median "$out/timing.cpu.3") theirs_wall=$(median "$out/timing.wall.3")
        printf '| %s | %s (%s) | %s (%s) | %s (%s) | %s | %s |\n' "$1" "$ours" "$ours_wall" \
            "$theirs" "$theirs_wall" "$floor" "$floor_wall" "$(ratio "$ours" "$theirs")" \
            "$(ratio "$ours" "$floor")"
    else
        printf '| %s | %s (%s) | - | %s (%s) | - | %s |\n' "$1" "$ours" "$ours_wall" \
            "$floor" "$floor_wall" "$(ratio "$ours" "$floor")"
    fi
}

echo
echo "| input | submission, CPU ms (wall) | C baseline, CPU ms (wall) | floor, CPU ms (wall) | submission / C | submission / floor |"
echo "|---|---:|---:|---:|---:|---:|"
row "topcoder_soma: the nine examples" topcoder_soma soma9.txt soma_c
row "topcoder_soma: 56 generated patterns" topcoder_soma soma56.txt soma_c
row "calendar: all 366 dates" calendar dates366.txt calendar_c
row "uva197: all 24 orientations of a" uva197 uva197_24.txt -
row "uva197: 37 cases (24 orientations, 8 translated, 5 repeated)" uva197 uva197_37.txt -
row "big_puzzle: max size, play" big_puzzle big_play.txt big_puzzle_c
row "big_puzzle: max size, same codes" big_puzzle big_same.txt -

[ "${COUNT_INSTRUCTIONS:-0}" = 1 ] || exit 0
instructions() { # program input
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$out/$1" < "$out/$2" 2>&1 > /dev/null |
        awk '/Collected/ { printf "%.0f", $4 / 1e6 }'
}
irow() { # label program input [baseline]
    ours=$(instructions "$2" "$3")
    if [ $# -eq 4 ]; then
        theirs=$(instructions "$4" "$3")
        ratio=$(echo "$theirs $ours" | awk '{ printf "%.2f", $1 / $2 }')
        printf '| %s | %s | %s | %s |\n' "$1" "$ours" "$theirs" "$ratio"
    else
        printf '| %s | %s | - | - |\n' "$1" "$ours"
    fi
}
echo
echo "| input | submission, million instructions | C baseline, million instructions | C / submission |"
echo "|---|---:|---:|---:|"
irow "topcoder_soma: the nine examples" topcoder_soma soma9.txt soma_c
irow "topcoder_soma: 56 generated patterns" topcoder_soma soma56.txt soma_c
irow "calendar: all 366 dates" calendar dates366.txt calendar_c
irow "uva197: all 24 orientations of a" uva197 uva197_24.txt
irow "uva197: 37 cases" uva197 uva197_37.txt
irow "big_puzzle: max size, play" big_puzzle big_play.txt big_puzzle_c

#!/bin/sh
# A checker for abc400-a (A + B) that needs no reference, for `judgepack stress --checker`:
# called with the input, expected (empty) and actual files; accepts the sum of the input.
sum=$(awk '{ for (i = 1; i <= NF; i++) s += $i } END { printf "%.0f", s }' "$1")
[ "$(tr -d '[:space:]' < "$3")" = "$sum" ]

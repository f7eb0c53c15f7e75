#!/bin/sh
# A checker for `sum` that needs no reference: called with the input, expected (empty) and
# actual files; accepts the sum of the values after the count.
sum=$(awk 'NR > 1 { for (i = 1; i <= NF; i++) s += $i } END { printf "%.0f", s }' "$1")
[ "$(tr -d '[:space:]' < "$3")" = "$sum" ]

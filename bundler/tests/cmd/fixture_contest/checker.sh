#!/bin/sh
# A special judge for `judgepack test --checker 'sh checker.sh'`: called with the input,
# expected and actual files; accepts the expected lines in any order.
[ "$(sort "$2")" = "$(sort "$3")" ]

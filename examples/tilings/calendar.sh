#!/usr/bin/env bash
# The calendar puzzle (A-Puzzle-A-Day) for a date: leaves the month's cell and the day's cell of
# calendar.polyomino uncovered and lists the solutions (options after the date go to tile).
# Usage: examples/tilings/calendar.sh MONTH DAY [--count | --limit N | --format svg ...]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"
if [ $# -lt 2 ] || ! [[ "$1" =~ ^[0-9]+$ && "$2" =~ ^[0-9]+$ ]] || [ "$((10#$1))" -lt 1 ] \
    || [ "$((10#$1))" -gt 12 ] || [ "$((10#$2))" -lt 1 ] || [ "$((10#$2))" -gt 31 ]; then
  echo "usage: calendar.sh MONTH DAY [tile options]  (MONTH 1-12, DAY 1-31)" >&2
  exit 2
fi
m=$((10#$1 - 1)); d=$((10#$2 - 1)); shift 2
month="$((m / 6))$((m % 6))"
day="$((2 + d / 7))$((d % 7))"
exec "$here/../../sudoku" tile --hole "$month" --hole "$day" "$@" "$here/calendar.polyomino"

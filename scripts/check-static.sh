#!/bin/sh
# `npm run check`: formatting, lint and types at once (after `tsr generate`, which writes the route
# tree all three read). Each takes 20-40 s, mostly on one core; side by side on CI's two cores they
# take about as long as the slowest. Fails when any of them fails; each prints its own findings.
npm run -s format:check &
format=$!
npm run -s lint &
lint=$!
tsc -b
types=$?
wait $format
formatted=$?
wait $lint
linted=$?
[ $types -eq 0 ] && [ $formatted -eq 0 ] && [ $linted -eq 0 ]

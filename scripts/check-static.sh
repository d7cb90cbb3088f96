#!/bin/sh
# `npm run check`: formatting, lint, import cycles and types at once (after `tsr generate`, which
# writes the route tree they read). Each takes 20-40 s, mostly on one core (the cycle check 3 s);
# side by side on CI's two cores they take about as long as the slowest. Fails when any of them
# fails; each prints its own findings.
npm run -s format:check &
format=$!
npm run -s lint &
lint=$!
npm run -s check:cycles &
cycles=$!
tsc -b
types=$?
wait $format
formatted=$?
wait $lint
linted=$?
wait $cycles
acyclic=$?
[ $types -eq 0 ] && [ $formatted -eq 0 ] && [ $linted -eq 0 ] && [ $acyclic -eq 0 ]

#!/bin/sh
# `npm run test:setup`, the first step of `npm test`: makes sure the programs the suites run that npm
# cannot install are on this machine, and installs the missing ones from Debian's packages when it
# can (root with apt-get, as on CI), so that a fresh clone needs only `npm ci && npm test`.
# Elsewhere it stops before any suite runs and prints the command that installs them.
#
# What the suites run, the variable they (and this script) read for its place, and its package:
# - the browser tests' Chromium: CHROMIUM_PATH, default /usr/bin/chromium-headless-shell
#   (chromium-headless-shell; playwright.config.ts falls back to the full browser without it);
# - Lighthouse's Chromium (the PWA audits): CHROME_PATH, default /usr/bin/chromium (chromium);
# - PostgreSQL for the backend suite's second store: POSTGRES_ROOT, default /usr/lib/postgresql,
#   holding <version>/bin/initdb (postgresql; tests/helpers/postgres-cluster.ts).
set -u

test_browser=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
lighthouse_browser=${CHROME_PATH:-/usr/bin/chromium}
postgres_root=${POSTGRES_ROOT:-/usr/lib/postgresql}

# The bin folder of the newest PostgreSQL under $postgres_root (Debian installs one folder per
# major version), empty when there is none. Globs sort by name, so 9 would come after 15: compare.
postgres_bin() {
  newest=''
  for initdb in "$postgres_root"/*/bin/initdb; do
    [ -x "$initdb" ] || continue
    version=${initdb#"$postgres_root"/}
    version=${version%%/*}
    if [ -z "$newest" ] || [ "$version" -gt "$newest" ] 2>/dev/null; then
      newest=$version
    fi
  done
  [ -n "$newest" ] && echo "$postgres_root/$newest/bin"
}

# The Debian packages of what is missing, space-separated (empty when nothing is).
missing_packages() {
  packages=''
  [ -x "$test_browser" ] || packages="$packages chromium-headless-shell"
  [ -x "$lighthouse_browser" ] || packages="$packages chromium"
  [ -n "$(postgres_bin)" ] || packages="$packages postgresql"
  echo "${packages# }"
}

# What each missing program is for and where the suites look for it.
describe_missing() {
  [ -x "$test_browser" ] ||
    echo "  - the browser tests' Chromium, $test_browser (package chromium-headless-shell; CHROMIUM_PATH)"
  [ -x "$lighthouse_browser" ] ||
    echo "  - Lighthouse's Chromium, $lighthouse_browser (package chromium; CHROME_PATH)"
  [ -n "$(postgres_bin)" ] ||
    echo "  - PostgreSQL, $postgres_root/<version>/bin/initdb (package postgresql; POSTGRES_ROOT)"
}

# Stops, naming what is missing and the command that installs it.
stop_with_command() {
  reason=$1
  packages=$(missing_packages)
  {
    echo "npm test: the suites need programs this machine lacks:"
    describe_missing
    echo "$reason Install them, then run npm test again:"
    echo ""
    echo "  sudo apt-get update && sudo apt-get install -y $packages"
    echo ""
    echo "Without Debian's packages, install Chromium and PostgreSQL another way and set the"
    echo "variables above to where they are."
  } >&2
  exit 1
}

packages=$(missing_packages)
if [ -n "$packages" ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    stop_with_command "This machine has no apt-get (Debian's package manager)."
  fi
  if [ "$(id -u)" != 0 ]; then
    stop_with_command "Installing them needs root."
  fi
  echo "npm test: installing Debian's $packages (needed by the suites, missing here)"
  export DEBIAN_FRONTEND=noninteractive
  # $packages unquoted on purpose: one argument per package.
  # --no-upgrade: install what is missing, never update what the machine already has.
  if ! apt-get update -qq || ! apt-get install -y -qq --no-upgrade $packages >/dev/null; then
    echo "npm test: apt-get could not install $packages (see its message above)." >&2
    exit 1
  fi
  if [ -n "$(missing_packages)" ]; then
    {
      echo "npm test: installed $packages, yet the suites still cannot find:"
      describe_missing
      echo "Check the variables named above: they point somewhere Debian's packages do not install."
    } >&2
    exit 1
  fi
fi

# One line of versions, for reading a CI log: which browser and PostgreSQL the results are from.
# Debian's /usr/bin/chromium wrapper prints a harmless shell error on stderr: dropped.
version_of() { "$1" --version 2>/dev/null | head -n 1 | cut -d ' ' -f "$2"; }
echo "npm test: browser tests in $(version_of "$test_browser" 1,2) ($test_browser)," \
  "Lighthouse in $(version_of "$lighthouse_browser" 1,2) ($lighthouse_browser)," \
  "PostgreSQL $(version_of "$(postgres_bin)/initdb" 3) ($(postgres_bin))"

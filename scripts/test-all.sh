#!/usr/bin/env bash
# npm test: installs what npm does not (Debian's chromium, the PostgreSQL server), starts a throwaway
# PostgreSQL on 127.0.0.1, and runs every check and suite. Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
# The pinned Node.js (package.json's `node` package) first, as npm scripts have it, however this is called.
export PATH="$PWD/node_modules/.bin:$PATH"
REPORTS=.reports
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
PG_PORT=${TEST_PG_PORT:-54329}
export CI=${CI:-1}

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
check() { # check NAME COMMAND...: a check that passes or fails as a whole
  local name=$1; shift
  step "$name"
  if "$@"; then echo "$name pass" >>"$REPORTS/checks.txt"; else echo "$name fail" >>"$REPORTS/checks.txt"; fi
}
vitest_suite() { # vitest_suite NAME ARGS...: a vitest run whose counts are summed
  local name=$1; shift
  step "$name"
  node_modules/.bin/vitest run "$@" --reporter=default --reporter=json --outputFile="$REPORTS/$name.json" || true
  [ -s "$REPORTS/$name.json" ] || echo "$name fail" >>"$REPORTS/checks.txt"
}

install_system_packages() {
  local wanted=()
  [ -x /usr/bin/chromium ] || wanted+=(chromium)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || wanted+=(postgresql-15)
  # The spreadsheet export is read back by LibreOffice (tests/unit/xlsx-libreoffice.test.ts).
  [ -x /usr/bin/soffice ] || wanted+=(libreoffice-calc-nogui)
  [ ${#wanted[@]} -eq 0 ] && return 0
  step "installing ${wanted[*]} from Debian"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${wanted[@]}" >/dev/null
}

check "system packages" install_system_packages
check "contract and generated types up to date" node --import tsx scripts/openapi-generate.ts --check
check "contract lint (Redocly, strict)" npm run -s openapi:lint
check "type check" node_modules/.bin/tsc --noEmit -p tsconfig.json
check "lint" node_modules/.bin/eslint --max-warnings=0 .
# dpdm counts type-only imports too, which eslint's import/no-cycle skips (decision 0043).
check "no import cycles (dpdm, type imports included)" node_modules/.bin/dpdm --no-tree --no-warning \
  --no-progress --exit-code circular:1 'src/**/*.{ts,tsx}' 'tests/**/*.{ts,tsx}' 'stories/**/*.{ts,tsx}' 'scripts/**/*.ts'
check "formatting (Prettier)" node_modules/.bin/prettier --check --log-level warn .
vitest_suite unit --project unit --project components
vitest_suite api-pglite --project api

step "throwaway PostgreSQL on 127.0.0.1:$PG_PORT"
if PG_DIR=$(scripts/postgres-throwaway.sh start "$PG_PORT"); then
  trap 'scripts/postgres-throwaway.sh stop "$PG_DIR"' EXIT
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" vitest_suite api-postgres --project api
else
  echo "postgres fail" >>"$REPORTS/checks.txt"
fi

check "production build (client and server)" npm run -s build
check "bundle budget" node --import tsx tests/bench/bundle-size.ts --check
check "storybook build" node_modules/.bin/storybook build --quiet -o storybook-static
vitest_suite stories --project stories
vitest_suite catalogue --project catalogue-en --project catalogue-np

step "Playwright journeys in Chromium against the production build"
PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" node_modules/.bin/playwright test --reporter=list,json || true
[ -s "$REPORTS/e2e.json" ] || echo "e2e fail" >>"$REPORTS/checks.txt"

step "summary"
node scripts/sum-reports.mjs "$REPORTS"

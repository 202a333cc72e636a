#!/usr/bin/env bash
# Every test (Chromium and nginx installed first when missing): typecheck, lint (ESLint and Prettier), unit + integration (PGlite and a throwaway PostgreSQL), build,
# the bundle budget (what each route loads first), browser tests (with the layout shift and blocking time of every route).
# Runs every step even when one fails, then prints one closing line "N passed, N failed, N skipped".
# Typecheck, lint and build each use one core, so they run beside each other; each one's output is
# printed whole when it ends, in the order of the steps. Each step says how long it took.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/vitest.json reports/vitest-failures.json reports/playwright.json
failed_steps=()
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

step() {
  local name="$1"; shift
  local started=$SECONDS
  echo
  echo "=== $name"
  if ! "$@"; then failed_steps+=("$name"); fi
  echo "--- $name: $((SECONDS - started)) s"
}

# Starts a step in the background; its output goes to a file until `finish` prints it.
background=()
start() {
  local name="$1"; shift
  local log="$logs/${#background[@]}"
  background+=("$name")
  (
    started=$SECONDS
    "$@" >"$log.out" 2>&1
    status=$?
    echo "$((SECONDS - started))" >"$log.seconds"
    exit "$status"
  ) &
  echo "$!" >"$log.pid"
}
# Waits for the background steps in the order they were started and prints each one's output.
finish() {
  local i name
  for i in "${!background[@]}"; do
    name=${background[$i]}
    wait "$(cat "$logs/$i.pid")" || failed_steps+=("$name")
    echo
    echo "=== $name"
    cat "$logs/$i.out"
    echo "--- $name: $(cat "$logs/$i.seconds") s (beside other steps)"
  done
  background=()
}

total_started=$SECONDS
step "chromium" bash scripts/ensure-chromium.sh
step "nginx" bash scripts/ensure-nginx.sh
start "typecheck" npm run --silent typecheck
start "lint (eslint and prettier)" npm run --silent lint
start "build" npm run --silent build
finish
step "bundle budget" npm run --silent check:budget
step "unit and integration tests" bash scripts/with-postgres.sh \
  npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json \
  --reporter=./scripts/vitest-failures.ts
step "browser tests" env PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json \
  npx playwright test --project=demo --project=demo-reads --project=perf --project=real --project=replay --reporter=list,json

echo
echo "All steps: $((SECONDS - total_started)) s"
node scripts/test-summary.mjs "${failed_steps[@]+"${failed_steps[@]}"}"

#!/usr/bin/env bash
# Every test (Chromium and nginx installed first when missing): typecheck, lint (ESLint and Prettier), unit + integration (PGlite and a throwaway PostgreSQL), build,
# the bundle budget (what each route loads first), browser tests (with the layout shift and blocking time of every route).
# Runs every step even when one fails, then prints one closing line "N passed, N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/vitest.json reports/vitest-failures.json reports/playwright.json
failed_steps=()

step() {
  local name="$1"; shift
  echo
  echo "=== $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}

step "chromium" bash scripts/ensure-chromium.sh
step "nginx" bash scripts/ensure-nginx.sh
step "typecheck" npm run --silent typecheck
step "lint (eslint and prettier)" npm run --silent lint
step "unit and integration tests" bash scripts/with-postgres.sh \
  npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json \
  --reporter=./scripts/vitest-failures.ts
step "build" npm run --silent build
step "bundle budget" npm run --silent check:budget
step "browser tests" env PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json \
  npx playwright test --project=demo --project=perf --project=real --project=replay --reporter=list,json

echo
node scripts/test-summary.mjs "${failed_steps[@]+"${failed_steps[@]}"}"

#!/usr/bin/env bash
# `npm run test:server:postgres`: the server tests on PostgreSQL only. On the server that
# TEST_DATABASE_URL names when it is set; otherwise on a throwaway cluster like CI's (PostgreSQL
# must be installed), stopped and removed afterwards. Arguments go to vitest (a file filter).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  # shellcheck source=ci/postgres.sh
  source scripts/ci/postgres.sh
  trap postgres_stop EXIT
  postgres_start
fi
node_modules/.bin/vitest run --project server-postgres "$@"

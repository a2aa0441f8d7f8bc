#!/bin/sh
# `npm start`: migrate, seed and build in a short-lived process, then this shell becomes the Next
# server (exec), so no supervisor process stays behind. Without DATABASE_URL the server also serves
# the embedded database (PGlite) of the data folder in its own process (`--embedded`), V8's young
# generation kept small there: one Node runtime for the app and the database (issue 34 point 7).
set -e
node --import tsx scripts/start.ts --prepare-only
export NEXT_TELEMETRY_DISABLED=1
# without NEXTAUTH_SECRET the server reads the installation's secret from the database at start
# (instrumentation.ts), the same on every instance; the embedded database's is a file of the data folder
export NEXTAUTH_URL="${NEXTAUTH_URL:-http://localhost:${PORT:-3000}}"
if [ -n "$DATABASE_URL" ]; then
  exec node scripts/next-server.mjs
fi
exec node --max-semi-space-size=1 scripts/next-server.mjs --embedded

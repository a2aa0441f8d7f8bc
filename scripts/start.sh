#!/bin/sh
# `npm start`. With DATABASE_URL: migrate, seed and build in a short-lived process, then this shell
# becomes the Next server (exec), so no supervisor process stays behind it. Without DATABASE_URL
# the start script keeps running: it serves the embedded database (PGlite) to the Next server.
set -e
if [ -n "$DATABASE_URL" ]; then
  node --import tsx scripts/start.ts --prepare-only
  export NEXT_TELEMETRY_DISABLED=1
  # without NEXTAUTH_SECRET the server reads the installation's secret from the database at start,
  # the same on every instance (instrumentation.ts)
  export NEXTAUTH_URL="${NEXTAUTH_URL:-http://localhost:${PORT:-3000}}"
  exec node scripts/next-server.mjs
fi
exec node --import tsx scripts/start.ts "$@"

#!/bin/sh
# `npm start`: migrate, seed and build in a short-lived process, then this shell becomes the Next
# server (exec), so no supervisor process stays behind. Without DATABASE_URL the server also serves
# the embedded database (PGlite) of the data folder in its own process (`--embedded`), V8's young
# generation kept small there, a full collection once requests stop (scripts/next-server.mjs) and
# two malloc arenas (glibc's default, eight per core, kept a burst's memory resident): one Node
# runtime for the app and the database, idle under 400 MiB (issue 34 point 7; docs/benchmarks.md).
set -e
node --import tsx scripts/start.ts --prepare-only
export NEXT_TELEMETRY_DISABLED=1
# without NEXTAUTH_SECRET the server reads the installation's secret from the database at start
# (instrumentation.ts), the same on every instance; the embedded database's is a file of the data folder
export NEXTAUTH_URL="${NEXTAUTH_URL:-http://localhost:${PORT:-3000}}"
if [ -n "$DATABASE_URL" ]; then
  exec node scripts/next-server.mjs
fi
MALLOC_ARENA_MAX=2 exec node --max-semi-space-size=1 --expose-gc scripts/next-server.mjs --embedded

// `prisma generate` needs no engine binary with the prisma-client generator, but the CLI still
// insists on locating a schema engine and would try to download one (impossible offline).
// Pointing it at any existing file satisfies the check; the generator never runs it.
import { spawnSync } from "node:child_process";

const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath };
const result = spawnSync("npx", ["prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);

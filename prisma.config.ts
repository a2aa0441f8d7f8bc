import { defineConfig } from "prisma/config";

// The CLI is used only for `prisma generate` (migrations are our own SQL, see scripts/migrate.ts).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});

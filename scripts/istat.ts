/**
 * `npm run istat -- set 2026-10 101.2 [--source <where it was published>]`: records the month's
 * ISTAT FOI index (ex tabacchi) in the installation's series and derives the TFR coefficient
 * (lib/services/installation/istat-series.ts); `npm run istat -- list [2026]` prints the series.
 * Installation level: every organization's payslips use the series; no tenant can change it.
 */
import pg from "pg";
import { IstatInputError, listFoi, setFoi } from "@/lib/services/installation/istat-series";
import { withInstallationDatabase } from "./installation-db";

const USAGE = "usage: npm run istat -- set <YYYY-MM> <FOI> [--source <url>] | npm run istat -- list [YYYY]";

async function main() {
  const args = process.argv.slice(2);
  const sourceAt = args.indexOf("--source");
  const source = sourceAt >= 0 ? args[sourceAt + 1] : undefined;
  const positional = sourceAt >= 0 ? [...args.slice(0, sourceAt), ...args.slice(sourceAt + 2)] : args;
  const [command, ...rest] = positional;
  if (command !== "set" && command !== "list") throw new IstatInputError(USAGE);
  if (command === "set" && rest.length !== 2) throw new IstatInputError(USAGE);
  await withInstallationDatabase(async (url) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      if (command === "set") {
        const [month, foi] = rest as [string, string];
        const written = await setFoi(client, month, foi, source ?? `ISTAT, indice FOI (senza tabacchi) di ${month}`);
        for (const w of written) console.log(`${w.month}: FOI ${w.foi} → TFR coefficient ${w.percent} %`);
      } else {
        for (const r of await listFoi(client, rest[0]))
          console.log(`${r.month}  FOI ${r.foi.padStart(5)}  ${r.percent.padStart(9)} %${r.derived ? "  (derived)" : ""}  ${r.source}`);
      }
    } finally {
      await client.end();
    }
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof IstatInputError ? 2 : 1);
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pooledSql, inTransaction } from "@/lib/db/sql";

/**
 * Raw statements run as named prepared statements (lib/db/prepared-statements.ts). A table whose
 * columns change under a kept plan (a migration applied while the app runs) fails the statement
 * once inside a transaction, never on the pool, and the next transaction prepares it again. On the
 * embedded database nothing is named (its connections share one session), so the same holds there.
 */
const TABLE = `prepared_probe_${process.pid}`;

describe("prepared statements", () => {
  beforeAll(async () => {
    await pooledSql().execute(`CREATE TABLE ${TABLE} (id int PRIMARY KEY, label text)`);
    await pooledSql().execute(`INSERT INTO ${TABLE} VALUES (1, 'uno'), (2, 'due')`);
  });
  afterAll(async () => {
    await pooledSql().execute(`DROP TABLE IF EXISTS ${TABLE}`);
  });

  it("answer the same rows named as unnamed, and again after the table's columns changed", async () => {
    const select = `SELECT * FROM ${TABLE} WHERE id = $1`;
    for (let i = 0; i < 5; i++) expect(await pooledSql().query(select, [1])).toEqual([{ id: 1, label: "uno" }]);
    await pooledSql().execute(`ALTER TABLE ${TABLE} ADD COLUMN note text DEFAULT 'nota'`);
    // on the pool: prepared again at once (every connection that kept the old plan)
    for (let i = 0; i < 5; i++) expect(await pooledSql().query(select, [2])).toEqual([{ id: 2, label: "due", note: "nota" }]);
    await pooledSql().execute(`ALTER TABLE ${TABLE} DROP COLUMN note`);
    // inside a transaction the statement may fail once (the transaction is aborted); the next one runs
    const inside = () => inTransaction((sql) => sql.query(select, [1]));
    const first = await inside().catch((error: { code?: string }) => error.code);
    if (typeof first === "string") expect(first).toBe("0A000");
    else expect(first).toEqual([{ id: 1, label: "uno" }]);
    expect(await inside()).toEqual([{ id: 1, label: "uno" }]);
  });
});

import { describe, expect, it } from "vitest";
import { dbErrorCode, translateDbError } from "@/lib/db/errors";

/** The shape Prisma 7 throws over @prisma/adapter-pg: code P2010/P2039 outside, the SQLSTATE deep inside. */
function prismaAdapterError(cause: Record<string, unknown>, outer = "P2010") {
  const driverAdapterError = Object.assign(new Error("driver adapter error"), { name: "DriverAdapterError", cause });
  return Object.assign(new Error("Invalid `prisma.x.findMany()` invocation"), {
    name: "PrismaClientKnownRequestError",
    code: outer,
    meta: { driverAdapterError },
  });
}

describe("translateDbError: faults → 503 database_unavailable", () => {
  it.each([
    ["57P01 admin_shutdown (pg_terminate_backend)", { kind: "postgres", code: "57P01" }],
    ["57P03 cannot_connect_now", { kind: "postgres", code: "57P03" }],
    ["55000 database not accepting connections", { kind: "postgres", code: "55000" }],
    ["08006 connection_failure", { kind: "postgres", code: "08006" }],
    ["08P01 protocol_violation", { kind: "postgres", code: "08P01" }],
    ["socket refused", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 }],
    ["socket reset", { kind: "ConnectionClosed" }],
    ["socket timeout", { kind: "SocketTimeout" }],
    ["too many connections", { kind: "TooManyConnections", originalCode: "53300" }],
  ])("%s inside meta.driverAdapterError.cause", (_label, cause) => {
    expect(translateDbError(prismaAdapterError(cause))?.code).toBe("database_unavailable");
    expect(translateDbError(prismaAdapterError(cause, "P2039"))?.code).toBe("database_unavailable");
  });

  it("raw pg and socket errors", () => {
    expect(translateDbError(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01", severity: "FATAL" }))?.code).toBe(
      "database_unavailable",
    );
    expect(
      translateDbError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED", syscall: "connect", errno: -111 }))?.code,
    ).toBe("database_unavailable");
    expect(translateDbError(new Error("Connection terminated unexpectedly"))?.code).toBe("database_unavailable");
    expect(translateDbError(Object.assign(new Error("Timed out fetching a new connection from the connection pool"), { code: "P2024" }))?.code).toBe(
      "database_unavailable",
    );
  });

  it("keeps the meaning of data errors and leaves unknown ones to the caller", () => {
    expect(translateDbError(prismaAdapterError({ kind: "UniqueConstraintViolation", originalCode: "23505" }))?.code).toBe("conflict");
    expect(translateDbError(prismaAdapterError({ kind: "postgres", code: "55P03" }))?.code).toBe("conflict");
    expect(translateDbError(prismaAdapterError({ kind: "postgres", code: "42883" }))).toBeNull();
    expect(translateDbError(new TypeError("x is undefined"))).toBeNull();
  });

  it("names the SQLSTATE for the log line", () => {
    expect(dbErrorCode(prismaAdapterError({ kind: "postgres", code: "57P01" }))).toBe("57P01");
    expect(dbErrorCode(prismaAdapterError({ kind: "TooManyConnections", originalCode: "53300" }))).toBe("53300");
    expect(dbErrorCode(new TypeError("x"))).toBeUndefined();
  });
});

/**
 * Every service reads and writes inside its caller's scope (issue 28): it takes one context first,
 * `(ctx: ServiceContext, input)`, and filters tenant rows with the where-builders of
 * lib/db/scope.ts, never with the organization written by hand. Checked on the source with the
 * TypeScript compiler, and each rule is shown to fire on a small bad example.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SERVICES = "lib/services";

/**
 * First parameters that make an exported async function a helper rather than a service: it runs
 * on a database handle its caller passes (inside the caller's transaction), after the caller's
 * service checked the scope.
 */
const HELPER_FIRST_PARAMETERS = new Set(["Tx", "Db", "Db | Tx", "Tx | Db", "Queryable", "Sql", "Sql | Queryable", "PoolClient", "pg.PoolClient"]);

/**
 * Entry points that no caller's request reaches, so there is no caller to scope: queue jobs (they
 * carry the ids the run's or the delivery's organization recorded), installation commands and the
 * readiness probe. A new one belongs here only for that reason.
 */
const NOT_A_CALLER: Record<string, string[]> = {
  "webhooks/deliver-webhook.ts": ["deliverWebhook"],
  "webhooks/fair-delivery.ts": ["claimDeliverySlot"],
  "webhooks/emit-webhook-event.ts": ["requeueStrandedDeliveries", "queueWebhookDeliveries"],
  "webhooks/safe-target.ts": ["unsafeTargetReason", "assertSafeTarget"],
  "payroll-runs/process-payroll-batch.ts": ["processPayrollBatch", "completeRunIfDone"],
  // queue jobs of a run's finalize: the organization (and the clerk who asked) come with the job
  "payroll-runs/finalize-payroll-run.ts": ["processFinalizeBatch"],
  "documents/render-payslip-documents.ts": ["renderPayslipDocuments"],
  // the import's job rebuilds its caller's context from the principal the import recorded
  "imports/process-book-import.ts": ["processBookImport"],
  "maintenance/sweep-expired.ts": ["sweepExpiredIdempotencyRecords"],
  "inps-communications/sweep-due-communications.ts": ["sweepDueInpsCommunications"],
  "contribution-payments/sweep-contribution-reminders.ts": ["sweepContributionReminders"],
  "installation/create-organization.ts": ["createOrganization"],
  "installation/istat-series.ts": ["listFoi", "setFoi"],
  "health/readiness.ts": ["readiness", "checkReadiness"],
  "email/send-outbox.ts": ["sendDueEmails", "kickEmailSender"],
  // the invitation's link is the credential (no session yet): the token names the organization
  "portal-access/accept-invitation.ts": ["readInvitation", "acceptInvitation"],
};

function modules(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return modules(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isAsync = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
const returnsPromise = (fn: ts.SignatureDeclaration, source: ts.SourceFile) => /^Promise</.test(fn.type?.getText(source) ?? "");

/** Exported functions that answer a promise: `export async function f`, `export const f = async (…) =>`. */
function exportedAsyncFunctions(source: ts.SourceFile): { name: string; fn: ts.SignatureDeclaration }[] {
  const out: { name: string; fn: ts.SignatureDeclaration }[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && isExported(statement) && (isAsync(statement) || returnsPromise(statement, source)))
      out.push({ name: statement.name.text, fn: statement });
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && (isAsync(init) || returnsPromise(init, source)) && ts.isIdentifier(d.name))
          out.push({ name: d.name.text, fn: init });
      }
    }
  }
  return out;
}

/** `(ctx: ServiceContext, …)` first, or a helper on a database handle, or no parameter at all. */
export function contextViolations(file: string, text: string, exempt: readonly string[] = []): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  for (const { name, fn } of exportedAsyncFunctions(source)) {
    if (exempt.includes(name)) continue;
    const first = fn.parameters[0];
    if (!first) continue;
    const type = first.type?.getText(source) ?? "";
    if (type === "ServiceContext" || HELPER_FIRST_PARAMETERS.has(type)) continue;
    out.push(`${file}: ${name}(${first.getText(source)}, …) must take (ctx: ServiceContext, input)`);
  }
  return out;
}

/** A property access ending in `.organizationId` (principal.organizationId, ctx.scope.organizationId, …). */
const isOrganizationRead = (node: ts.Expression) => ts.isPropertyAccessExpression(node) && node.name.text === "organizationId";

/**
 * A Prisma filter that names the caller's organization by hand: `organizationId: <x>.organizationId`
 * in a `where` object, or in an object typed as a `…WhereInput`, instead of a builder of
 * lib/db/scope.ts. (A helper's own `organizationId` parameter, which its scoped caller passes, is
 * not the caller's principal read by hand.)
 */
export function whereViolations(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const lines = new Set<number>();
  const check = (object: ts.ObjectLiteralExpression) => {
    for (const p of object.properties) {
      if (ts.isPropertyAssignment(p) && p.name.getText(source) === "organizationId" && isOrganizationRead(p.initializer)) {
        const { line } = source.getLineAndCharacterOfPosition(p.getStart(source));
        lines.add(line);
        out.push(`${file}:${line + 1}: ${p.getText(source)} filters by hand: use the scope builders of lib/db/scope.ts`);
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === "where" && ts.isObjectLiteralExpression(node.initializer)) check(node.initializer);
    if (
      ts.isVariableDeclaration(node) &&
      /WhereInput$/.test(node.type?.getText(source) ?? "") &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    )
      check(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  // the literal forms, wherever they stand (a `data`, a raw helper's argument object)
  text.split("\n").forEach((line, i) => {
    if (!lines.has(i) && /organizationId:\s*(ctx\.)?principal\.organizationId\b/.test(line))
      out.push(`${file}:${i + 1}: ${line.trim()} reads the principal's organization by hand`);
  });
  return out;
}

describe("the checks fire", () => {
  it("on a service that takes a principal", () => {
    const bad = "export async function getThing(principal: Principal, id: string): Promise<Thing> { return load(id); }";
    expect(contextViolations("x.ts", bad)).toHaveLength(1);
    const good = "export async function getThing(ctx: ServiceContext, id: string): Promise<Thing> { return load(id); }";
    expect(contextViolations("x.ts", good)).toEqual([]);
    const helper = "export async function loadThing(tx: Tx, organizationId: string, id: string): Promise<Thing> { return load(id); }";
    expect(contextViolations("x.ts", helper)).toEqual([]);
    const arrow = "export const getThing = async (who: Principal, id: string) => load(id);";
    expect(contextViolations("x.ts", arrow)).toHaveLength(1);
  });

  it("on a query filtered by the organization by hand", () => {
    expect(whereViolations("x.ts", "db.employer.findFirst({ where: { id, organizationId: principal.organizationId } })")).toHaveLength(1);
    expect(whereViolations("x.ts", "db.payslip.findMany({ where: { organizationId: ctx.scope.organizationId, period } })")).toHaveLength(1);
    expect(whereViolations("x.ts", "const where: Prisma.WorkEventWhereInput = { organizationId: ctx.scope.organizationId };")).toHaveLength(1);
    expect(whereViolations("x.ts", "tx.user.create({ data: { organizationId: ctx.principal.organizationId, name } })")).toHaveLength(1);
    expect(whereViolations("x.ts", "db.employer.findFirst({ where: { id, ...employerWhere(ctx.scope) } })")).toEqual([]);
  });
});

describe("lib/services", () => {
  const files = modules(SERVICES).map((file) => ({
    file,
    relative: path.relative(SERVICES, file).split(path.sep).join("/"),
    text: readFileSync(file, "utf8"),
  }));

  it("has services to check", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it("every exported async function takes the service context first (or is a helper on a database handle)", () => {
    const found = files.flatMap(({ file, relative, text }) => contextViolations(file, text, NOT_A_CALLER[relative] ?? []));
    expect(found).toEqual([]);
  });

  it("no query filters by the caller's organization by hand: the where-builders of lib/db/scope.ts do", () => {
    const found = files.flatMap(({ file, text }) => whereViolations(file, text));
    expect(found).toEqual([]);
  });
});

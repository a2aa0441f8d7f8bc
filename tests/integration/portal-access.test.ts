/**
 * Issue 29 points 1–3: clerks invite households and workers by e-mail (the link read from a real
 * in-process SMTP server), the person accepts on the invitation page, signs in as a portal user
 * whose principal carries their grant; duplicates, resend, expiry, forged links and revocation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as me from "@/app/(api)/v1/me/route";
import * as employers from "@/app/(api)/v1/employers/route";
import * as invitations from "@/app/(api)/v1/portal-invitations/route";
import * as accessList from "@/app/(api)/v1/portal-access/route";
import * as accessOne from "@/app/(api)/v1/portal-access/[id]/route";
import * as accessResend from "@/app/(api)/v1/portal-access/[id]/resend/route";
import { authOptions } from "@/lib/auth/options";
import { getDb } from "@/lib/db/client";
import { sendDueEmails } from "@/lib/services/email/send-outbox";
import { acceptInvitation, readInvitation } from "@/lib/services/portal-access/accept-invitation";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_ADMIN_EMAIL, TEST_OTHER_API_KEY } from "../support/constants";
import { sessionCookieFor } from "../support/session";
import { startTestSmtp, type TestSmtpServer } from "../support/smtp";

const RUN = Date.now().toString(36);
const PASSWORD = "una-password-lunga-1";
let smtp: TestSmtpServer;
let employerA: string;
let employerB: string;
let foreignEmployer: string;
let workerId: string;
let workerContracts: string[];

const clerk = async () => ({ key: null, headers: { cookie: await sessionCookieFor(TEST_ADMIN_EMAIL), origin: "http://localhost:3000" } });
const portalSession = async (email: string) => ({ key: null, headers: { cookie: await sessionCookieFor(email), origin: "http://localhost:3000" } });

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string; role?: string } | null>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;

/** Sends the outbox and answers the token of the link that reached `to`. */
async function linkSentTo(to: string, skip = 0): Promise<string> {
  await sendDueEmails();
  const mail = await smtp.waitFor(
    (m) =>
      m.to.includes(to) &&
      smtp
        .messages()
        .filter((n) => n.to.includes(to))
        .indexOf(m) === skip,
  );
  const match = /http:\/\/localhost:3000\/portal\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  const db = getDb();
  // earlier tests' messages are not this test's to send
  await db.emailMessage.updateMany({ where: { status: "queued" }, data: { status: "failed" } });
  const demo = await db.employer.findMany({
    where: { organizationId: DEMO_ORGANIZATION_ID, contracts: { some: {} } },
    select: { id: true },
    take: 2,
    orderBy: { id: "asc" },
  });
  employerA = demo[0]!.id;
  employerB = demo[1]!.id;
  foreignEmployer = (await db.employer.findFirstOrThrow({ where: { organizationId: OTHER_ORGANIZATION_ID }, select: { id: true } })).id;
  const worker = await db.worker.findFirstOrThrow({
    where: { organizationId: DEMO_ORGANIZATION_ID, contracts: { some: {} } },
    select: { id: true, contracts: { select: { id: true } } },
    orderBy: { id: "asc" },
  });
  workerId = worker.id;
  workerContracts = worker.contracts.map((c) => c.id).sort();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
});

describe("portal invitations", () => {
  const anna = `anna.${RUN}@example.com`;
  let annaAccess: string;

  it("invites a household person by e-mail; the same address on the same employer answers the existing access", async () => {
    const created = await call(invitations.POST, "POST", "/v1/portal-invitations", {
      ...(await clerk()),
      body: { employerId: employerA, right: "presences", email: `  Anna.${RUN}@Example.com `, language: "en" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      outcome: "invited",
      kind: "household",
      email: anna,
      right: "presences",
      employerId: employerA,
      status: "invited",
      language: "en",
    });
    expect(created.headers.get("location")).toBe(`/v1/portal-access/${created.body.id}`);
    annaAccess = created.body.id;
    const stored = await getDb().portalAccess.findUniqueOrThrow({ where: { id: annaAccess } });
    expect(stored.invitationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.invitationExpiresAt!.getTime() - stored.invitedAt.getTime()).toBe(7 * 86_400_000);

    const again = await call(invitations.POST, "POST", "/v1/portal-invitations", {
      ...(await clerk()),
      body: { employerId: employerA, right: "full", email: anna, language: "it" },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ outcome: "existing", id: annaAccess, right: "presences" });
    expect(await getDb().portalAccess.count({ where: { email: anna } })).toBe(1);
    expect(await getDb().emailMessage.count({ where: { toAddress: anna } })).toBe(1);

    const token = await linkSentTo(anna);
    const mail = smtp.messages().find((m) => m.to.includes(anna))!;
    expect(mail.subject).toMatch(/^Invitation from /);
    expect(stored.invitationTokenHash).not.toContain(token);
    const audit = await getDb().auditLog.findFirstOrThrow({ where: { entityId: annaAccess, action: "portal_access.invite" } });
    expect(audit.actorType).toBe("user");
  });

  it("refuses bad invitations with pointers and changes nothing", async () => {
    const before = await getDb().portalAccess.count();
    const cases: [unknown, string][] = [
      [{ employerId: employerA, email: `x.${RUN}@example.com` }, "/right"],
      [{ workerId, right: "view", email: `x.${RUN}@example.com` }, "/right"],
      [{ employerId: employerA, workerId, right: "view", email: `x.${RUN}@example.com` }, "/workerId"],
      [{ email: `x.${RUN}@example.com` }, "/employerId"],
      [{ employerId: employerA, right: "admin", email: `x.${RUN}@example.com` }, "/right"],
      [{ employerId: employerA, right: "view", email: "not-an-address" }, "/email"],
      [{ employerId: foreignEmployer, right: "view", email: `x.${RUN}@example.com` }, "/employerId"],
      [{ employerId: "00000000-0000-4000-8000-00000000abcd", right: "view", email: `x.${RUN}@example.com` }, "/employerId"],
      [{ employerId: employerA, right: "view", email: TEST_ADMIN_EMAIL }, "/email"],
    ];
    for (const [body, pointer] of cases) {
      const res = await call(invitations.POST, "POST", "/v1/portal-invitations", { ...(await clerk()), body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(
        res.body.errors.map((e: { path: string }) => e.path),
        JSON.stringify(body),
      ).toContain(pointer);
    }
    expect(await getDb().portalAccess.count()).toBe(before);
  });

  it("expired, forged and revoked links are refused and change nothing", async () => {
    const forged = "A".repeat(43);
    expect(await readInvitation(forged)).toEqual({ state: "invalid", locale: null });
    expect(await acceptInvitation(forged, { password: PASSWORD })).toEqual({ ok: false, reason: "invalid" });
    expect(await readInvitation("../../etc")).toEqual({ state: "invalid", locale: null });

    const email = `late.${RUN}@example.com`;
    const res = await call(invitations.POST, "POST", "/v1/portal-invitations", { ...(await clerk()), body: { employerId: employerB, right: "view", email } });
    const token = await linkSentTo(email);
    await getDb().portalAccess.update({ where: { id: res.body.id }, data: { invitationExpiresAt: new Date(Date.now() - 1000) } });
    expect(await readInvitation(token)).toEqual({ state: "invalid", locale: "it" });
    expect(await acceptInvitation(token, { password: PASSWORD })).toEqual({ ok: false, reason: "invalid" });
    expect(await getDb().user.count({ where: { email } })).toBe(0);
    const listed = await call(accessList.GET, "GET", "/v1/portal-access", { ...(await clerk()), query: { employerId: employerB } });
    expect(listed.body.data.find((a: { id: string }) => a.id === res.body.id)).toMatchObject({ status: "expired", acceptedAt: null });
    // an expired link does not count as "already has access": a new invitation is made
    const renewed = await call(invitations.POST, "POST", "/v1/portal-invitations", {
      ...(await clerk()),
      body: { employerId: employerB, right: "view", email },
    });
    expect(renewed.status).toBe(201);
    expect(renewed.body.id).not.toBe(res.body.id);
    const newToken = await linkSentTo(email, 1);
    await call(accessOne.DELETE, "DELETE", `/v1/portal-access/${renewed.body.id}`, { ...(await clerk()), params: { id: renewed.body.id } });
    expect(await acceptInvitation(newToken, { password: PASSWORD })).toEqual({ ok: false, reason: "invalid" });
  });

  it("resend issues a new link and the old one stops working", async () => {
    const email = `resend.${RUN}@example.com`;
    const res = await call(invitations.POST, "POST", "/v1/portal-invitations", { ...(await clerk()), body: { workerId, email } });
    expect(res.status).toBe(201);
    const first = await linkSentTo(email);
    const resent = await call(accessResend.POST, "POST", `/v1/portal-access/${res.body.id}/resend`, { ...(await clerk()), params: { id: res.body.id } });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: res.body.id, status: "invited", kind: "worker", workerId });
    const second = await linkSentTo(email, 1);
    expect(second).not.toBe(first);
    expect((await readInvitation(first)).state).toBe("invalid");
    const preview = await readInvitation(second);
    expect(preview).toMatchObject({ state: "valid", kind: "worker", email, existingUser: false });
    // a worker: accepted, signed in, scoped to their contracts
    expect(await acceptInvitation(second, { password: "short" })).toEqual({ ok: false, reason: "weak_password" });
    expect(await acceptInvitation(second, { password: PASSWORD })).toEqual({ ok: true, email, locale: "it" });
    const self = await call(me.GET, "GET", "/v1/me", await portalSession(email));
    expect(self.status).toBe(200);
    expect(self.body.portal).toEqual({ kind: "worker", workerId, contractIds: workerContracts });
    expect(self.body.principal.role).toBeUndefined();
    // accepted: nothing to resend
    const late = await call(accessResend.POST, "POST", `/v1/portal-access/${res.body.id}/resend`, { ...(await clerk()), params: { id: res.body.id } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("conflict");
  });

  it("accepts once: the person signs in as a portal user scoped to their employer, a clerk operation answers 403", async () => {
    const token = await linkSentTo(anna);
    expect(await readInvitation(token)).toMatchObject({ state: "valid", locale: "en", kind: "household", right: "presences", existingUser: false });
    expect(await acceptInvitation(token, { password: PASSWORD, name: "Anna Bianchi" })).toEqual({ ok: true, email: anna, locale: "en" });
    // the link is spent
    expect(await acceptInvitation(token, { password: PASSWORD })).toEqual({ ok: false, reason: "invalid" });
    const user = await getDb().user.findFirstOrThrow({ where: { email: anna }, select: { role: true, name: true, locale: true } });
    expect(user).toEqual({ role: "portal", name: "Anna Bianchi", locale: "en" });

    // the ordinary sign-in works for them (role portal in the token)
    const signedIn = await authorize({ email: anna, password: PASSWORD }, { headers: { "x-paghe-peer-address": "203.0.113.9" } });
    expect(signedIn).toMatchObject({ role: "portal" });

    const self = await call(me.GET, "GET", "/v1/me", await portalSession(anna));
    expect(self.body).toMatchObject({ employerIds: [employerA], portal: { kind: "household", rights: [{ employerId: employerA, right: "presences" }] } });
    const list = await call(employers.GET, "GET", "/v1/employers", await portalSession(anna));
    expect(list.status).toBe(403);
    const accesses = await call(accessList.GET, "GET", "/v1/portal-access", await portalSession(anna));
    expect(accesses.status).toBe(403);

    const listed = await call(accessList.GET, "GET", "/v1/portal-access", { ...(await clerk()), query: { employerId: employerA } });
    const row = listed.body.data.find((a: { id: string }) => a.id === annaAccess);
    expect(row).toMatchObject({ status: "active", email: anna });
    expect(row.lastSignInAt).not.toBeNull();
  });

  it("a second employer for the same person: their existing password attaches the access to the same user", async () => {
    const res = await call(invitations.POST, "POST", "/v1/portal-invitations", {
      ...(await clerk()),
      body: { employerId: employerB, right: "full", email: anna },
    });
    expect(res.status).toBe(201);
    const token = await linkSentTo(anna, 1);
    expect(await readInvitation(token)).toMatchObject({ state: "valid", existingUser: true });
    expect(await acceptInvitation(token, { password: "not-the-password-1" })).toEqual({ ok: false, reason: "wrong_password" });
    expect(await acceptInvitation(token, { password: PASSWORD })).toEqual({ ok: true, email: anna, locale: "it" });
    expect(await getDb().user.count({ where: { email: anna } })).toBe(1);
    const self = await call(me.GET, "GET", "/v1/me", await portalSession(anna));
    expect(new Set(self.body.employerIds)).toEqual(new Set([employerA, employerB]));
    expect(self.body.portal.rights).toEqual(
      expect.arrayContaining([
        { employerId: employerA, right: "presences" },
        { employerId: employerB, right: "full" },
      ]),
    );
  });

  it("revoking narrows the person's reach; revoking their last access ends their sessions", async () => {
    const cookie = await portalSession(anna);
    const accesses = await getDb().portalAccess.findMany({ where: { email: anna, acceptedAt: { not: null } }, select: { id: true, employerId: true } });
    const onB = accesses.find((a) => a.employerId === employerB)!;
    const revoked = await call(accessOne.DELETE, "DELETE", `/v1/portal-access/${onB.id}`, { ...(await clerk()), params: { id: onB.id } });
    expect(revoked.body).toMatchObject({ status: "revoked" });
    // one access left: the same session still works, without employer B
    const self = await call(me.GET, "GET", "/v1/me", cookie);
    expect(self.body.employerIds).toEqual([employerA]);
    const twice = await call(accessOne.DELETE, "DELETE", `/v1/portal-access/${onB.id}`, { ...(await clerk()), params: { id: onB.id } });
    expect(twice.body).toMatchObject({ status: "revoked", revokedAt: revoked.body.revokedAt });

    await call(accessOne.DELETE, "DELETE", `/v1/portal-access/${annaAccess}`, { ...(await clerk()), params: { id: annaAccess } });
    expect((await call(me.GET, "GET", "/v1/me", cookie)).status).toBe(401);
    // a fresh sign-in finds no access either
    expect((await call(me.GET, "GET", "/v1/me", await portalSession(anna))).status).toBe(401);
    expect(await getDb().auditLog.count({ where: { entityId: annaAccess, action: "portal_access.revoke" } })).toBe(1);
  });

  it("another organization's clerk neither sees nor revokes these accesses", async () => {
    const listed = await call(accessList.GET, "GET", "/v1/portal-access", { key: TEST_OTHER_API_KEY });
    expect(listed.status).toBe(200);
    expect(listed.body.data.some((a: { email: string }) => a.email.endsWith(`${RUN}@example.com`))).toBe(false);
    const res = await call(accessOne.DELETE, "DELETE", `/v1/portal-access/${annaAccess}`, { key: TEST_OTHER_API_KEY, params: { id: annaAccess } });
    expect(res.status).toBe(404);
  });
});

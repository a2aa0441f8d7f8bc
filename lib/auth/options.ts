import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { clearSignInFailures, recordSignInFailure, signInLockSeconds, signInThrottlePolicy } from "@/lib/db/rate-limits";
import { clientAddress } from "./client-address";
import { revokeSessions } from "./revoke-sessions";
import { verifyPassword } from "./password";

// the user that authorize() returns carries the organization and the role into the token
declare module "next-auth" {
  interface User {
    organizationId?: string;
    role?: string;
    sessionVersion?: number;
  }
}

const credentialsSchema = z.object({ email: z.string().trim().toLowerCase().email(), password: z.string().min(1).max(200) });

// A constant hash to verify against when the e-mail is unknown, so timing does not reveal it.
const DUMMY_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==";

/** The error a locked sign-in answers, followed by ":<seconds left>" (the sign-in form shows it in the user's language). */
export const SIGN_IN_RATE_LIMITED = "rate_limited";

export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/sign-in" },
  providers: [
    CredentialsProvider({
      name: "credentials",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(raw, req) {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) return null;
        // growing delays per account and per address (issue 16 point 9): a locked subject is
        // refused before the password is even checked, with the seconds left
        const policy = signInThrottlePolicy();
        const account = `account:${parsed.data.email}`;
        const address = `address:${clientAddress(req?.headers)}`;
        const locked = await signInLockSeconds([account, address]);
        if (locked > 0) throw new Error(`${SIGN_IN_RATE_LIMITED}:${locked}`);
        // an e-mail is unique within an organization: the password tells which login it is
        const candidates = await getDb().user.findMany({
          where: { email: parsed.data.email },
          orderBy: { createdAt: "asc" },
          take: 5,
          select: { id: true, email: true, name: true, passwordHash: true, organizationId: true, role: true, disabledAt: true, sessionVersion: true },
        });
        let user: (typeof candidates)[number] | undefined;
        for (const candidate of candidates) {
          if (await verifyPassword(parsed.data.password, candidate.passwordHash)) {
            user = candidate;
            break;
          }
        }
        // an unknown e-mail costs one hash check too, so timing does not tell it apart
        if (candidates.length === 0) await verifyPassword(parsed.data.password, DUMMY_HASH);
        const valid = user !== undefined;
        if (!user || !valid || user.disabledAt) {
          await recordSignInFailure(
            [
              { subject: account, allowance: policy.accountAllowance },
              { subject: address, allowance: policy.addressAllowance },
            ],
            policy,
          );
          return null;
        }
        await clearSignInFailures(account);
        await getDb().user.update({ where: { id: user.id }, data: { lastSignInAt: new Date() }, select: { id: true } });
        return { id: user.id, email: user.email, name: user.name, organizationId: user.organizationId, role: user.role, sessionVersion: user.sessionVersion };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.organizationId = user.organizationId;
        token.role = user.role;
        token.sessionVersion = user.sessionVersion ?? 0;
      }
      return token;
    },
    async session({ session, token }) {
      return {
        ...session,
        user: { ...session.user, id: token.sub, organizationId: token.organizationId, role: token.role, sessionVersion: token.sessionVersion },
      };
    },
  },
  events: {
    // signing out spends every session token of the user issued so far (a copied cookie included)
    async signOut({ token }) {
      if (typeof token?.sub === "string") await revokeSessions(token.sub);
    },
  },
};

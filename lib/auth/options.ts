import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { clearSignInFailures, recordSignInFailure, signInLockSeconds, signInThrottlePolicy } from "@/lib/db/rate-limits";
import { clientAddress } from "./client-address";
import { verifyPassword } from "./password";

// the user that authorize() returns carries the organization and the role into the token
declare module "next-auth" {
  interface User {
    organizationId?: string;
    role?: string;
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
        const user = await getDb().user.findUnique({
          where: { email: parsed.data.email },
          select: { id: true, email: true, name: true, passwordHash: true, organizationId: true, role: true, disabledAt: true },
        });
        const valid = await verifyPassword(parsed.data.password, user?.passwordHash ?? DUMMY_HASH);
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
        return { id: user.id, email: user.email, name: user.name, organizationId: user.organizationId, role: user.role };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.organizationId = user.organizationId;
        token.role = user.role;
      }
      return token;
    },
    async session({ session, token }) {
      return {
        ...session,
        user: { ...session.user, id: token.sub, organizationId: token.organizationId, role: token.role },
      };
    },
  },
};

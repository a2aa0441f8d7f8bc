/**
 * A stand-in for one app instance, run as its own process by tests/integration/two-instances.test.ts:
 * it resolves its session secret exactly as a server does at start (lib/db/installation-secret.ts,
 * called by instrumentation.ts), then
 *  - `make <email>`: prints a session cookie for that user, as next-auth's sign-in sets it;
 *  - `check`: reads cookies (a JSON array, one line on stdin) and prints, for each, the organization
 *    the app's own session check (resolvePrincipal) accepts it for, or null.
 * Each prints one JSON line with a hash of the secret it resolved (never the secret).
 */
import { createHash } from "node:crypto";
import { createInterface } from "node:readline";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { resolvePrincipal } from "@/lib/auth/principal";
import { disconnectDb, getDb } from "@/lib/db/client";
import { resolveSessionSecret } from "@/lib/db/installation-secret";

const secret = await resolveSessionSecret();
const secretHash = createHash("sha256").update(secret).digest("hex");
try {
  if (process.argv[2] === "make") {
    const user = await getDb().user.findFirstOrThrow({
      where: { email: process.argv[3] },
      select: { id: true, name: true, email: true, organizationId: true, role: true },
    });
    const token = await encode({ token: { sub: user.id, name: user.name, email: user.email, organizationId: user.organizationId, role: user.role }, secret });
    console.log(JSON.stringify({ secretHash, cookie: `next-auth.session-token=${token}` }));
  } else {
    const line = await new Promise<string>((resolve) => createInterface({ input: process.stdin }).once("line", resolve));
    const results: (string | null)[] = [];
    for (const cookie of JSON.parse(line) as string[]) {
      const req = new NextRequest("http://localhost:3000/v1/me", { headers: { cookie } });
      results.push(
        await resolvePrincipal(req).then(
          (r) => r.principal.organizationId,
          () => null,
        ),
      );
    }
    console.log(JSON.stringify({ secretHash, results }));
  }
} finally {
  await disconnectDb();
}

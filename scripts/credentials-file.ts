/**
 * The demo credentials are kept per database, so a start on another database never prints the
 * login of the first: the embedded one's in demo-credentials.txt, a server's in
 * demo-credentials-<host>-<port>-<database>.txt (no user name or password in the name).
 */
export function credentialsFileName(databaseUrl: string | null): string {
  if (!databaseUrl) return "demo-credentials.txt";
  const url = new URL(databaseUrl);
  const key = `${url.hostname}-${url.port || "5432"}-${url.pathname.replace(/^\//, "") || "postgres"}`.replace(/[^a-zA-Z0-9_.-]/g, "_");
  return `demo-credentials-${key}.txt`;
}

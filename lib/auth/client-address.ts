import "server-only";

/**
 * The header scripts/next-server.mjs sets to the TCP peer's address (a client's own copy is
 * replaced, so it cannot be forged through that server).
 */
export const PEER_ADDRESS_HEADER = "x-paghe-peer-address";

/**
 * TRUSTED_PROXY_HOPS (default 0): how many proxies of our own stand in front of the app, each
 * appending the address it saw to X-Forwarded-For. With none, X-Forwarded-For is the client's to
 * write and is ignored.
 */
export function trustedProxyHops(): number {
  const raw = Number.parseInt(process.env.TRUSTED_PROXY_HOPS ?? "", 10);
  return Number.isFinite(raw) && raw > 0 ? Math.min(raw, 10) : 0;
}

type HeaderBag = Record<string, unknown> | Headers | undefined;

function header(headers: HeaderBag, name: string): string {
  if (!headers) return "";
  if (headers instanceof Headers) return headers.get(name) ?? "";
  const value = headers[name];
  return typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : "";
}

/**
 * The caller's address for the sign-in limits. Behind `hops` trusted proxies the client is the
 * hops-th X-Forwarded-For entry from the right (what the outermost trusted proxy saw; entries to
 * its left are the client's own writing). A request that did not pass them all, or no trusted
 * proxy at all: the TCP peer.
 */
export function clientAddress(headers: HeaderBag, hops = trustedProxyHops()): string {
  const peer = header(headers, PEER_ADDRESS_HEADER).trim() || "unknown";
  if (hops === 0) return peer;
  const chain = header(headers, "x-forwarded-for")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain.length >= hops ? chain[chain.length - hops]! : peer;
}

import "server-only";
/**
 * Webhook targets may not reach this machine or its private network (SSRF): an endpoint URL whose
 * host is, or resolves to, a loopback, private, link-local, unique-local, multicast, CGNAT or
 * unspecified address is refused when the endpoint is saved, and the delivery resolves the name
 * itself and refuses such an address at connect time (so a DNS answer that changes between the
 * check and the request cannot slip through).
 *
 * PAGHE_WEBHOOK_ALLOW_PRIVATE=true lifts the rule (local development and the test receivers,
 * which listen on 127.0.0.1).
 */
import { lookup, type LookupAddress } from "node:dns";
import { AppError } from "@/lib/errors";
import { BlockList, isIP, type LookupFunction } from "node:net";

const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  BLOCKED.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  BLOCKED.addSubnet(net, prefix, "ipv6");
}

export function privateTargetsAllowed(): boolean {
  return process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE === "true";
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, extra] = text.split("::");
  if (extra !== undefined) return null;
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<number>(Math.max(0, fill)).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 address carries, when it is one of the forms that reach an IPv4 host:
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d),
 * NAT64 (64:ff9b::/96, 64:ff9b:1::/48) and 6to4 (2002:aabb:ccdd::/16).
 */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeroTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeroTo(5) && g5 === 0xffff) return v4Of(g6, g7);
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return v4Of(g6, g7);
  if (zeroTo(6) && (g6 !== 0 || g7 > 1)) return v4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && (g2 === 1 || (g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0))) return v4Of(g6, g7);
  if (g0 === 0x2002) return v4Of(g1, g2);
  return null;
}

/** An address this service must not call: IPv6 forms that carry an IPv4 address are judged by it; Teredo (2001::/32) is refused. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, "ipv4");
  if (family !== 6) return true;
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const v4 = embeddedIpv4(groups);
  if (v4) return BLOCKED.check(v4, "ipv4");
  // Teredo hides an IPv4 address (obfuscated): no webhook receiver needs it
  if (groups[0] === 0x2001 && groups[1] === 0) return true;
  return BLOCKED.check(address, "ipv6");
}

function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve, reject) =>
    lookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses.map((a) => a.address)))),
  );
}

/** Why the URL may not be a webhook target, or null when it may (resolves host names). */
export async function unsafeTargetReason(url: string): Promise<string | null> {
  if (privateTargetsAllowed()) return null;
  let host: string;
  try {
    // "LOCALHOST." is localhost: names are case-blind and may end with the root's dot
    host = new URL(url).hostname
      .replace(/^\[|\]$/g, "")
      .toLowerCase()
      .replace(/\.+$/, "");
  } catch {
    return "not a URL";
  }
  if (host === "localhost" || host.endsWith(".localhost")) return `${host} is this machine`;
  if (isIP(host)) return isBlockedAddress(host) ? `${host} is a private or reserved address` : null;
  let addresses: string[];
  try {
    addresses = await resolveAll(host);
  } catch {
    // not resolvable yet (the integrator's DNS may come later): the delivery checks again when it connects
    return null;
  }
  const blocked = addresses.find(isBlockedAddress);
  return blocked ? `${host} resolves to the private or reserved address ${blocked}` : null;
}

/** dns.lookup for the delivery's socket: the same check on the address actually connected to. */
export const safeLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true as const }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const allowed = privateTargetsAllowed() ? addresses : addresses.filter((a) => !isBlockedAddress(a.address));
    const first = allowed[0];
    if (!first) {
      const refused = Object.assign(new Error(`${hostname} resolves only to private or reserved addresses`), { code: "EBLOCKEDADDRESS" });
      return callback(refused, "", 0);
    }
    if (options.all) return callback(null, allowed);
    return callback(null, first.address, first.family);
  });
};

/** Save-time check of an endpoint URL: 422 webhook_url_not_allowed with the pointer to `url`. */
export async function assertSafeTarget(url: string): Promise<void> {
  const reason = await unsafeTargetReason(url);
  if (reason) {
    throw new AppError("webhook_url_not_allowed", `The webhook URL may not point to this machine or a private network: ${reason}`, {
      errors: [{ path: "/url", message: reason, code: "webhook_url_not_allowed" }],
    });
  }
}

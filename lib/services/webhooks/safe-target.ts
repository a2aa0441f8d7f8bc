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

/** An address this service must not call (IPv4-mapped IPv6 addresses are judged as IPv4). */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return BLOCKED.check(mapped[1], "ipv4");
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, "ipv4");
  if (family === 6) return BLOCKED.check(address, "ipv6");
  return true;
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
    host = new URL(url).hostname.replace(/^\[|\]$/g, "");
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

/** Webhook SSRF filter: IPv6 forms that carry an IPv4 address, and host names spelt differently. */
import { afterEach, describe, expect, it } from "vitest";
import { isBlockedAddress, unsafeTargetReason } from "@/lib/services/webhooks/safe-target";

const saved = process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE;
afterEach(() => {
  if (saved === undefined) delete process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE;
  else process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE = saved;
});

describe("webhook targets", () => {
  it("refuses IPv6 addresses that embed a private or loopback IPv4 address", async () => {
    delete process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE;
    for (const url of [
      "http://[::127.0.0.1]/hook", // IPv4-compatible
      "http://[::ffff:127.0.0.1]/hook", // IPv4-mapped (the URL parser writes it ::ffff:7f00:1)
      "http://[::ffff:10.0.0.5]/hook",
      "http://[::ffff:0:192.168.1.1]/hook", // IPv4-translated
      "http://[64:ff9b::127.0.0.1]/hook", // NAT64
      "http://[64:ff9b::a9fe:a9fe]/hook", // NAT64 of 169.254.169.254 (cloud metadata)
      "http://[2002:7f00:1::]/hook", // 6to4 of 127.0.0.1
      "http://[2002:c0a8:0101::1]/hook", // 6to4 of 192.168.1.1
      "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook", // Teredo
      "http://[::1]/hook",
      "http://LOCALHOST./hook",
      "http://localhost./hook",
      "http://api.LocalHost/hook",
    ]) {
      expect(await unsafeTargetReason(url), url).not.toBeNull();
    }
  });

  it("lets public addresses through, embedded or not", async () => {
    delete process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE;
    expect(isBlockedAddress("2606:4700:4700::1111")).toBe(false);
    expect(isBlockedAddress("::ffff:8.8.8.8")).toBe(false);
    expect(isBlockedAddress("64:ff9b::808:808")).toBe(false);
    expect(isBlockedAddress("2002:808:808::1")).toBe(false);
    expect(await unsafeTargetReason("https://[2606:4700:4700::1111]/hook")).toBeNull();
    expect(await unsafeTargetReason("https://8.8.8.8/hook")).toBeNull();
  });

  it("judges the addresses a resolver answers the same way", () => {
    expect(isBlockedAddress("::ffff:7f00:1")).toBe(true);
    expect(isBlockedAddress("::7f00:1")).toBe(true);
    expect(isBlockedAddress("127.0.0.1")).toBe(true);
    expect(isBlockedAddress("fe80::1%eth0")).toBe(true);
    expect(isBlockedAddress("not an address")).toBe(true);
  });
});

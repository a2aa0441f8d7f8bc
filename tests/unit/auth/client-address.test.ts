/** The sign-in limits' client address: X-Forwarded-For counts only through configured proxy hops. */
import { describe, expect, it } from "vitest";
import { clientAddress, PEER_ADDRESS_HEADER } from "@/lib/auth/client-address";

const peer = { [PEER_ADDRESS_HEADER]: "203.0.113.9" };

describe("clientAddress", () => {
  it("with no trusted proxy (the default) ignores X-Forwarded-For and X-Real-IP: the TCP peer", () => {
    expect(clientAddress({ ...peer, "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2" }, 0)).toBe("203.0.113.9");
    // a client rotating forged addresses is still one address
    expect(clientAddress({ ...peer, "x-forwarded-for": "10.9.9.9" }, 0)).toBe(clientAddress({ ...peer, "x-forwarded-for": "10.8.8.8" }, 0));
  });

  it("behind one proxy: the entry that proxy appended (the rightmost), never what the client wrote to its left", () => {
    expect(clientAddress({ ...peer, "x-forwarded-for": "6.6.6.6, 198.51.100.7" }, 1)).toBe("198.51.100.7");
    expect(clientAddress(new Headers({ ...peer, "x-forwarded-for": "198.51.100.7" }), 1)).toBe("198.51.100.7");
  });

  it("behind two proxies: the second entry from the right; a request that skipped them is its peer", () => {
    expect(clientAddress({ ...peer, "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.1" }, 2)).toBe("198.51.100.7");
    expect(clientAddress({ ...peer, "x-forwarded-for": "198.51.100.7" }, 2)).toBe("203.0.113.9");
    expect(clientAddress({}, 0)).toBe("unknown");
  });

  it("reads TRUSTED_PROXY_HOPS", () => {
    const saved = process.env.TRUSTED_PROXY_HOPS;
    try {
      process.env.TRUSTED_PROXY_HOPS = "1";
      expect(clientAddress({ ...peer, "x-forwarded-for": "6.6.6.6, 198.51.100.7" })).toBe("198.51.100.7");
      delete process.env.TRUSTED_PROXY_HOPS;
      expect(clientAddress({ ...peer, "x-forwarded-for": "6.6.6.6, 198.51.100.7" })).toBe("203.0.113.9");
    } finally {
      if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
      else process.env.TRUSTED_PROXY_HOPS = saved;
    }
  });
});

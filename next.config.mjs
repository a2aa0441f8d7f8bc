/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The app's build type-checks the app only; tests and scripts are checked by `npm test`.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  // Server-only database drivers stay as Node modules instead of being bundled.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "pdfkit", "fontkit"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          // No framing, no plugins, no foreign base or form targets. Scripts are not restricted by
          // source yet: Next.js' inline bootstrap scripts need per-request nonces (see ARCHITECTURE.md).
          { key: "Content-Security-Policy", value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
        ],
      },
    ];
  },
};

export default nextConfig;

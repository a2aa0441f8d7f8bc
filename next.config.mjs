/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The app's build type-checks the app only; tests and scripts are checked by `npm test`.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  // Server-only database drivers stay as Node modules instead of being bundled.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "pdfkit", "fontkit", "pg-boss"],
  async headers() {
    return [
      // Pages get their Content-Security-Policy (with a per-request script nonce) from proxy.ts;
      // API answers are data, never documents: nothing may run or be framed.
      {
        source: "/v1/:path*",
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
      },
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
        ],
      },
    ];
  },
};

export default nextConfig;

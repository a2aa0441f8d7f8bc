/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The app's build type-checks the app only; tests and scripts are checked by `npm test`.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  // Server-only database drivers stay as Node modules instead of being bundled.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "pg-boss"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
};

export default nextConfig;

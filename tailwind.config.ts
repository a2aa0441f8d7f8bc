import type { Config } from "tailwindcss";

// Tailwind 4 reads this through `@config` in app/globals.css: the brand palette lives here.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef6f3",
          100: "#d6ebe3",
          500: "#2f7d66",
          600: "#256a56",
          700: "#1d5444",
          900: "#10302a",
        },
      },
      fontFamily: { sans: ["system-ui", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"] },
    },
  },
};

export default config;

/**
 * What `import "server-only"` resolves to outside Next (tsx scripts, vitest): nothing. Inside Next
 * the import is the marker it checks at build time: a client component that reaches a module
 * carrying it fails the build (tests/unit/server-only.test.ts names the marked folders).
 */
export {};

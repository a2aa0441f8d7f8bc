import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataFolderLockedError, lockDataFolder } from "@/lib/db/data-lock";
import { holdDataLock } from "@/lib/db/embedded-database.mjs";

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "paghe-lock-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("embedded data folder lock", () => {
  it("a second start on the same folder is refused with a clear message while the first runs", () => {
    const folder = scratch();
    const first = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(folder)).toThrow(/in use by another Paghe Domestiche process/);
    first.release();
    expect(existsSync(first.file)).toBe(false);
    const again = lockDataFolder(folder);
    again.release();
  });

  it("a lock left by a process that is gone is taken over", () => {
    const folder = scratch();
    writeFileSync(`${folder}.lock`, "999999999");
    const lock = lockDataFolder(folder);
    expect(lock.file).toBe(`${folder}.lock`);
    lock.release();
  });

  it("a lock held by another live process is respected", () => {
    const folder = scratch();
    writeFileSync(`${folder}.lock`, String(process.ppid));
    expect(() => lockDataFolder(folder)).toThrow(new RegExp(`pid ${process.ppid}`));
  });
});

/**
 * `npm start` without DATABASE_URL (issue 34 point 7): the start script locks the folder for the
 * shell that becomes the Next server (scripts/start.sh), and the server, which opens the database,
 * holds the lock it finds under its own pid or its parent's (the start script run directly).
 */
describe("the lock handed to the serving process", () => {
  it("the start script locks the folder for the process that will serve it, and a second start is refused", () => {
    const folder = scratch();
    const lock = lockDataFolder(folder, process.ppid);
    expect(readFileSync(lock.file, "utf8")).toBe(String(process.ppid));
    expect(() => lockDataFolder(folder)).toThrow(new RegExp(`pid ${process.ppid}`));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it("the server holds a lock naming it, and releases it", () => {
    const folder = scratch();
    writeFileSync(`${folder}.lock`, String(process.pid));
    const release = holdDataLock(folder);
    expect(existsSync(`${folder}.lock`)).toBe(true);
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it("a lock naming the server's parent stays the parent's to release", () => {
    const folder = scratch();
    writeFileSync(`${folder}.lock`, String(process.ppid));
    holdDataLock(folder)();
    expect(readFileSync(`${folder}.lock`, "utf8")).toBe(String(process.ppid));
  });

  it("the server takes a missing or stale lock, and refuses one of another live process", () => {
    const folder = scratch();
    holdDataLock(folder)();
    writeFileSync(`${folder}.lock`, "999999999");
    const release = holdDataLock(folder);
    expect(readFileSync(`${folder}.lock`, "utf8")).toBe(String(process.pid));
    release();
    writeFileSync(`${folder}.lock`, "1");
    expect(() => holdDataLock(folder)).toThrow(/in use by another Paghe Domestiche process \(pid 1\)/);
  });
});

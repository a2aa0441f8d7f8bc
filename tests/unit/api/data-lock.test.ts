import { mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataFolderLockedError, lockDataFolder } from "@/lib/db/data-lock";

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

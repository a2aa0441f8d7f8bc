import "server-only";
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

/**
 * One process per embedded data folder: two servers on the same PGlite files lose each other's
 * writes. The lock is a file created exclusively next to the folder holding the owner's pid; a
 * lock whose process is gone (a crash) is taken over.
 */
export interface DataLock {
  file: string;
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(`The data folder ${folder} is in use by another Paghe Domestiche process (pid ${pid}). Stop it first, or set PAGHE_DATA_DIR to another folder.`);
    this.name = "DataFolderLockedError";
  }
}

/**
 * Locks `folder` for `owner` (this process, or the process that will serve the folder: with
 * `npm start` the shell that becomes the Next server, scripts/start.sh).
 */
export function lockDataFolder(folder: string, owner: number = process.pid): DataLock {
  const file = `${folder.replace(/\/+$/, "")}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(owner));
      closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          if (existsSync(file) && readFileSync(file, "utf8").trim() === String(owner)) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) throw new DataFolderLockedError(folder, holder);
      if (holder === process.pid) throw new DataFolderLockedError(folder, holder);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${folder}`);
}

/**
 * What the benchmarks read of a process from /proc (Linux): its CPU time, so a benchmark can say
 * where the machine's time went, not only how long a run took.
 */
import { readFileSync } from "node:fs";

/** User + system CPU time of a process in ms (null where there is none: no such process, or no /proc). */
export function cpuMsOf(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms (USER_HZ)
  } catch {
    return null;
  }
}

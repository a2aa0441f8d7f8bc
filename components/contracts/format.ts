export function workerName(w: { firstName: string; lastName: string }): string {
  return `${w.lastName} ${w.firstName}`;
}

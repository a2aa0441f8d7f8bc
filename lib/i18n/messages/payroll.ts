// Strings of the payroll screens (filled in by the payroll feature).
const it = {};

export type PayrollMessages = typeof it;

const en: PayrollMessages = {};

export const payroll = { it, en };

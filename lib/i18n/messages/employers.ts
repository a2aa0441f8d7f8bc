// Strings of the employers screens (filled in by the employers feature).
const it = {};

export type EmployersMessages = typeof it;

const en: EmployersMessages = {};

export const employers = { it, en };

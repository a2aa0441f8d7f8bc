// Strings of the contracts screens (filled in by the contracts feature).
const it = {};

export type ContractsMessages = typeof it;

const en: ContractsMessages = {};

export const contracts = { it, en };

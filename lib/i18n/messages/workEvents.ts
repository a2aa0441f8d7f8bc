// Strings of the workEvents screens (filled in by the workEvents feature).
const it = {};

export type WorkEventsMessages = typeof it;

const en: WorkEventsMessages = {};

export const workEvents = { it, en };

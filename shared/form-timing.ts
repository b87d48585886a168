/** The least time a person needs between a public form coming alive and sending it. */
export const MIN_FILL_MS = 2000;
/** A stamp older than this is stale: the page sat open for a day, or the stamp was copied. */
export const MAX_STAMP_AGE_MS = 24 * 60 * 60 * 1000;

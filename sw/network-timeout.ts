/**
 * Past this, a hanging connection (one bar in a basement) is treated as none: the network-first
 * routes answer from the caches, and the pages are told the network did not answer.
 */
export const NETWORK_TIMEOUT_SECONDS = 5;

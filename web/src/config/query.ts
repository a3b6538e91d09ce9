/** The spec's query cache: server data is fresh for 5 minutes. */
export const queryStaleTimeMs = 5 * 60 * 1000;

/**
 * When an API instance restarts it tells its live streams to reconnect; each browser comes back after a random wait
 * within this long, so thousands of streams do not land on the remaining instances in the same instant.
 */
export const RESTART_SPREAD_MS = 500;

/** How long a list kept for offline reading stays on the device after it was last loaded. */
export const offlineMaxAgeMs = 7 * 24 * 3_600_000;

/**
 * Query options for a list the player should still read with no connection (their bookings:
 * court, time, club, address). The user area writes such queries to device storage as they
 * load, and reads them back on the next start; kept in memory as long as on the device.
 */
export const keptOffline = { meta: { keptOffline: true }, gcTime: offlineMaxAgeMs } as const;

export const isKeptOffline = (query: { meta?: Record<string, unknown> }) =>
  query.meta?.keptOffline === true;

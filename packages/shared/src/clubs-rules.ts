/** The zod-free half of clubs.ts: what a screen can use before zod has loaded. */

export const padelCapacities = [2, 4] as const;
export const footballCapacities = [5, 8, 11] as const;

/** SPEC 2 Manage Reservation: capacity 2 shows as Single, 4 as Double, others as the number. */
export function capacityLabel(capacity: number): 'single' | 'double' | number {
  if (capacity === 2) return 'single';
  if (capacity === 4) return 'double';
  return capacity;
}

import { cellRangesWithin, distanceKm, farthestKm, type LatLng } from '@courtside/shared';
import type { ClubRow } from './clubs.repo.js';

export interface ClubAtDistance {
  club: ClubRow;
  distance: number;
}

/** The last club a page gave, nearest first: its distance and id. */
export interface DistanceKey {
  d: number;
  id: string;
}

/** Reads the clubs (filtered as the list asks) whose grid cell lies in one of the ranges. */
export type ReadCells = (ranges: Array<[number, number]>) => Promise<ClubRow[]>;

// The first ring is a town's width; each next one grows with how few clubs the last one held.
const firstRingKm = 10;
const slowestGrowth = 2;
const fastestGrowth = 10;

export function isAfter(item: ClubAtDistance, key: DistanceKey | undefined): boolean {
  if (!key) return true;
  return item.distance > key.d || (item.distance === key.d && item.club.id > key.id);
}

export function nearestFirst(a: ClubAtDistance, b: ClubAtDistance): number {
  return a.distance - b.distance || (a.club.id < b.club.id ? -1 : a.club.id > b.club.id ? 1 : 0);
}

/**
 * The `count` clubs nearest to the origin after the given key, by haversine distance then id.
 * It reads the clubs within a radius through the grid index and widens the radius until the
 * page is full: every club within the radius has been seen, so those found are the nearest.
 * A page costs by the clubs around it, not by how many clubs there are.
 */
export async function nearestClubs(
  readCells: ReadCells,
  origin: LatLng,
  after: DistanceKey | undefined,
  count: number,
): Promise<ClubAtDistance[]> {
  const from = after?.d ?? 0;
  let width = firstRingKm;
  for (;;) {
    const radius = Math.min(from + width, farthestKm);
    const found = (await readCells(cellRangesWithin(origin, radius)))
      .map((club) => ({ club, distance: distanceKm(origin, club) }))
      .filter((item) => item.distance <= radius && isAfter(item, after));
    if (found.length >= count || radius >= farthestKm)
      return found.sort(nearestFirst).slice(0, count);
    // Grow by the area still needed, within bounds, so a sparse map takes a few reads.
    const needed = found.length === 0 ? fastestGrowth : Math.sqrt(count / found.length) * 1.5;
    width *= Math.min(fastestGrowth, Math.max(slowestGrowth, needed));
  }
}

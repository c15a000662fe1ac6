import { describe, expect, it } from 'vitest';
import { distanceKm, type LatLng } from './geo.js';
import { cellRangesWithin, farthestKm, gridCellOf } from './geo-grid.js';

// A small deterministic generator, so a failure names points that can be replayed.
function randomPoints(seed: number, count: number): LatLng[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, () => ({
    latitude: next() * 180 - 90,
    longitude: next() * 360 - 180,
  }));
}

const inRanges = (cell: number, ranges: Array<[number, number]>) =>
  ranges.some(([first, last]) => cell >= first && cell <= last);

describe('grid cells around a point', () => {
  const centres: LatLng[] = [
    { latitude: 40.42, longitude: -3.7 },
    { latitude: 89.9, longitude: 10 },
    { latitude: -12.5, longitude: 179.95 },
    { latitude: 0, longitude: -179.99 },
    ...randomPoints(7, 20),
  ];
  const points = randomPoints(11, 4000);

  it.each([1, 30, 400, 3000, farthestKm])('holds every point within %s km', (radius) => {
    for (const centre of centres) {
      const ranges = cellRangesWithin(centre, radius);
      // Points close to the centre as well, so that small radii are tested on many points.
      const spread = Math.min(1, (1.5 * radius) / 111 / 90);
      const close = randomPoints(Math.round(radius), 300).map((point) => ({
        latitude: Math.max(-90, Math.min(90, centre.latitude + point.latitude * spread)),
        longitude: ((centre.longitude + point.longitude * spread + 540) % 360) - 180,
      }));
      const nearby = [...points, ...close, centre].filter(
        (point) => distanceKm(centre, point) <= radius,
      );
      const missed = nearby.filter((point) => !inRanges(gridCellOf(point), ranges));
      expect({ centre, missed }).toEqual({ centre, missed: [] });
      expect(nearby.length).toBeGreaterThan(1);
    }
  });

  it('reads few cells for a small radius', () => {
    const ranges = cellRangesWithin({ latitude: 40.42, longitude: -3.7 }, 5);
    const cells = ranges.reduce((sum, [first, last]) => sum + last - first + 1, 0);
    expect(cells).toBeLessThanOrEqual(4);
  });

  it('numbers the corners of the map inside the grid', () => {
    expect(gridCellOf({ latitude: -90, longitude: -180 })).toBe(0);
    expect(gridCellOf({ latitude: 90, longitude: 180 })).toBe(1800 * 3600 - 1);
  });
});

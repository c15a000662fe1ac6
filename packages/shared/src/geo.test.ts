import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  earthRadiusKm,
  formatKm,
  roundKm,
  sortByDistance,
  withDistance,
} from './geo.js';

const london = { latitude: 51.5074, longitude: -0.1278 };
const paris = { latitude: 48.8566, longitude: 2.3522 };
const newYork = { latitude: 40.7128, longitude: -74.006 };
const losAngeles = { latitude: 34.0522, longitude: -118.2437 };
const madrid = { latitude: 40.4168, longitude: -3.7038 };
const barcelona = { latitude: 41.3874, longitude: 2.1686 };

describe('distanceKm (haversine, radius 6371 km)', () => {
  it('uses the earth radius of SPEC 9', () => {
    expect(earthRadiusKm).toBe(6371);
  });

  it.each([
    ['London', london, 'Paris', paris, 343.6],
    ['New York', newYork, 'Los Angeles', losAngeles, 3935.7],
    ['Madrid', madrid, 'Barcelona', barcelona, 505.1],
  ])('%s to %s is %f km', (_from, a, _to, b, expected) => {
    expect(roundKm(distanceKm(a, b))).toBe(expected);
  });

  it('is symmetric and zero for the same point', () => {
    expect(distanceKm(paris, london)).toBeCloseTo(distanceKm(london, paris), 9);
    expect(distanceKm(madrid, madrid)).toBe(0);
  });

  it('is half the circumference between antipodes', () => {
    const antipode = { latitude: 0, longitude: 180 };
    expect(distanceKm({ latitude: 0, longitude: 0 }, antipode)).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('measures short distances across town', () => {
    const nearby = { latitude: madrid.latitude + 0.0306, longitude: madrid.longitude };
    expect(roundKm(distanceKm(madrid, nearby))).toBe(3.4);
  });
});

describe('roundKm and formatKm', () => {
  it('rounds to one decimal', () => {
    expect(roundKm(3.4026)).toBe(3.4);
    expect(roundKm(3.45)).toBe(3.5);
    expect(roundKm(0.04)).toBe(0);
    expect(roundKm(12)).toBe(12);
  });

  it('always shows one decimal', () => {
    expect(formatKm(3.4026)).toBe('3.4');
    expect(formatKm(12)).toBe('12.0');
    expect(formatKm(0.04)).toBe('0.0');
    expect(formatKm(1234.56)).toBe('1,234.6');
  });

  it("follows the locale's decimal separator", () => {
    expect(formatKm(3.4026, 'es')).toBe('3,4');
  });
});

describe('withDistance', () => {
  const clubs = [
    { id: 'bcn', ...barcelona },
    { id: 'par', ...paris },
  ];

  it('adds the distance from the device to each club', () => {
    const result = withDistance(clubs, madrid);
    expect(result.map((club) => [club.id, roundKm(club.distance ?? -1)])).toEqual([
      ['bcn', 505.1],
      ['par', 1052.9],
    ]);
  });

  it('leaves distances empty without a position', () => {
    expect(withDistance(clubs, null).map((club) => club.distance)).toEqual([null, null]);
  });
});

describe('sortByDistance', () => {
  it('puts the nearest first and items without a distance last, keeping their order', () => {
    const items = [
      { id: 'a', distance: null },
      { id: 'b', distance: 7.2 },
      { id: 'c' },
      { id: 'd', distance: 0.4 },
      { id: 'e', distance: Number.NaN },
      { id: 'f', distance: 7.2 },
      { id: 'g', distance: 3 },
    ];
    expect(sortByDistance(items).map((item) => item.id)).toEqual([
      'd',
      'g',
      'b',
      'f',
      'a',
      'c',
      'e',
    ]);
  });

  it('does not reorder the input', () => {
    const items = [{ distance: 2 }, { distance: 1 }];
    sortByDistance(items);
    expect(items).toEqual([{ distance: 2 }, { distance: 1 }]);
  });
});

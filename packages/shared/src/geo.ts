import { numberFormat } from './intl-formats.js';

/** SPEC 7 and 9: distances from the device to a club use the haversine formula on this radius. */
export const earthRadiusKm = 6371;

export interface LatLng {
  latitude: number;
  longitude: number;
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const deltaLatitude = toRadians(b.latitude - a.latitude);
  const deltaLongitude = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) *
      Math.cos(toRadians(b.latitude)) *
      Math.sin(deltaLongitude / 2) ** 2;
  // min() guards asin against rounding a hair above 1 for antipodal points.
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres rounded to one decimal, as SPEC 7 shows them. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** The number part of a distance label ('3.4'); the unit is added by the client's i18n. */
export function formatKm(km: number, locale = 'en'): string {
  return numberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(roundKm(km));
}

/**
 * Adds each item's distance from the device. Without a position (denied or unavailable) every
 * distance is null and the list still works, unsorted by distance.
 */
export function withDistance<T extends LatLng>(
  items: readonly T[],
  origin: LatLng | null,
): (T & { distance: number | null })[] {
  return items.map((item) => ({ ...item, distance: origin ? distanceKm(origin, item) : null }));
}

/** Nearest first; items without a distance go last, in their original order (stable sort). */
export function sortByDistance<T extends { distance?: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const keyA = distanceKey(a.distance);
    const keyB = distanceKey(b.distance);
    // Two missing distances are equal (Infinity - Infinity would be NaN).
    return keyA === keyB ? 0 : keyA - keyB;
  });
}

function distanceKey(distance: number | null | undefined): number {
  return distance == null || Number.isNaN(distance) ? Number.POSITIVE_INFINITY : distance;
}

import { earthRadiusKm, type LatLng } from './geo.js';

/*
 * Clubs are found near a point through a grid of cells 0.1 degree on a side (about 11 km north
 * to south), numbered row by row from the south-west corner of the map. A club keeps its cell's
 * number in an indexed column, so the clubs around a point are read as a few ranges of that
 * index on SQLite and PostgreSQL alike; distances are then the haversine of geo.ts.
 */
const cellsPerDegree = 10;
const gridRows = 180 * cellsPerDegree;
const gridColumns = 360 * cellsPerDegree;
/** Beyond this many rows a search reads whole rows as one range: fewer, wider index ranges. */
const maxRowRanges = 64;

/** Half the Earth's circumference: no two points are further apart. */
export const farthestKm = Math.PI * earthRadiusKm;

function rowOf(latitude: number): number {
  return Math.min(gridRows - 1, Math.max(0, Math.floor((latitude + 90) * cellsPerDegree)));
}

function columnOf(longitude: number): number {
  return Math.min(gridColumns - 1, Math.max(0, Math.floor((longitude + 180) * cellsPerDegree)));
}

/** The grid cell a point lies in. */
export function gridCellOf({ latitude, longitude }: LatLng): number {
  return rowOf(latitude) * gridColumns + columnOf(longitude);
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (value: number) => (value * Math.PI) / 180;
// Rounding in asin must not shrink the box past a point exactly on the circle.
const marginDegrees = 1e-9;

interface Box {
  south: number;
  north: number;
  /** One west-east span, or two when the box crosses the 180th meridian. */
  spans: Array<[west: number, east: number]>;
}

/**
 * The latitude-longitude box holding every point within `radiusKm` of the centre (the bounding
 * box of a spherical cap); it takes every longitude when the cap reaches a pole.
 */
export function boxAround(center: LatLng, radiusKm: number): Box {
  const angle = radiusKm / earthRadiusKm;
  const south = center.latitude - degrees(angle) - marginDegrees;
  const north = center.latitude + degrees(angle) + marginDegrees;
  if (south <= -90 || north >= 90) {
    return { south: Math.max(-90, south), north: Math.min(90, north), spans: [[-180, 180]] };
  }
  const halfWidth =
    degrees(Math.asin(Math.sin(angle) / Math.cos(radians(center.latitude)))) + marginDegrees;
  const west = center.longitude - halfWidth;
  const east = center.longitude + halfWidth;
  if (west < -180)
    return {
      south,
      north,
      spans: [
        [west + 360, 180],
        [-180, east],
      ],
    };
  if (east > 180)
    return {
      south,
      north,
      spans: [
        [west, 180],
        [-180, east - 360],
      ],
    };
  return { south, north, spans: [[west, east]] };
}

/** Ranges of cell numbers, each [first, last], covering every cell the box touches. */
export function cellRangesOf(box: Box): Array<[number, number]> {
  const first = rowOf(box.south);
  const last = rowOf(box.north);
  const columns = box.spans.map(([west, east]) => [columnOf(west), columnOf(east)] as const);
  const ranges: Array<[number, number]> = [];
  if (last - first >= maxRowRanges) {
    // A superset: the rows in between are read whole.
    for (const [west, east] of columns)
      ranges.push([first * gridColumns + west, last * gridColumns + east]);
    return ranges;
  }
  for (let row = first; row <= last; row += 1)
    for (const [west, east] of columns)
      ranges.push([row * gridColumns + west, row * gridColumns + east]);
  return mergeAdjacent(ranges.sort((a, b) => a[0] - b[0]));
}

function mergeAdjacent(sorted: Array<[number, number]>): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const range of sorted) {
    const previous = merged.at(-1);
    if (previous && range[0] <= previous[1] + 1) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** The cell ranges holding every point within `radiusKm` of the centre. */
export function cellRangesWithin(center: LatLng, radiusKm: number): Array<[number, number]> {
  return cellRangesOf(boxAround(center, radiusKm));
}

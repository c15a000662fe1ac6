import type { DemoUsername } from './demo-people.js';

export interface DemoCourt {
  /** Unique within its club; photos live at courts/{club}-{key}.svg. */
  key: string;
  name: string;
  sport: 'padel' | 'football';
  capacity: 2 | 4 | 5 | 8 | 11;
  /** Every padel court has one: what a match asks for. */
  courtType?: 'indoor' | 'outdoor' | 'covered';
  description: string;
  /** Overrides the club's sport price for this court (cents per 60 minutes). */
  price?: number;
}

export interface DemoClub {
  /** Photo at clubs/{key}.svg; bookings and events refer to courts as '{club}/{court}'. */
  key: string;
  owner: DemoUsername;
  coaches: readonly DemoUsername[];
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Cents per 60 minutes, per sport the club offers. */
  prices: { padel?: number; football?: number };
  courts: readonly DemoCourt[];
}

export const demoTimeZone = 'Europe/Madrid';
/** The spec shows prices in dollars. */
export const demoCurrency = 'USD';

/** Six clubs across central Madrid, all within about 9 km of each other. */
export const demoClubs = [
  {
    key: 'retiro',
    owner: 'owner',
    coaches: ['coach'],
    name: 'Retiro Padel & Football Club',
    address: 'Calle de Menéndez Pelayo 35, 28009 Madrid',
    latitude: 40.4162,
    longitude: -3.6779,
    prices: { padel: 2400, football: 6000 },
    // prettier-ignore
    courts: [
      { key: 'p1', name: 'Padel 1 (Double)', sport: 'padel', courtType: 'covered', capacity: 4, description: 'Panoramic glass, covered, LED lighting.' },
      { key: 'p2', name: 'Padel 2 (Double)', sport: 'padel', courtType: 'covered', capacity: 4, description: 'Covered court with blue turf.' },
      { key: 'p3', name: 'Padel 3 (Single)', sport: 'padel', courtType: 'outdoor', capacity: 2, description: 'Narrow singles court, outdoor.', price: 1800 },
      { key: 'f5', name: 'Pitch A — 5-a-side', sport: 'football', capacity: 5, description: 'Third-generation turf, floodlit.' },
      { key: 'f8', name: 'Pitch B — 8-a-side', sport: 'football', capacity: 8, description: 'Full-size goals, changing rooms next door.' },
    ],
  },
  {
    key: 'chamberi',
    owner: 'owner2',
    coaches: ['coach2'],
    name: 'Chamberí Padel Indoor',
    address: 'Calle de Santa Engracia 120, 28003 Madrid',
    latitude: 40.4419,
    longitude: -3.7009,
    prices: { padel: 2800 },
    // prettier-ignore
    courts: [
      { key: 'p1', name: 'Court 1 (Double)', sport: 'padel', courtType: 'indoor', capacity: 4, description: 'Indoor, World Padel Tour glass.' },
      { key: 'p2', name: 'Court 2 (Double)', sport: 'padel', courtType: 'indoor', capacity: 4, description: 'Indoor, climate controlled.' },
      { key: 'p3', name: 'Court 3 (Single)', sport: 'padel', courtType: 'indoor', capacity: 2, description: 'Indoor singles court.' },
      { key: 'p4', name: 'Court 4 (Single)', sport: 'padel', courtType: 'indoor', capacity: 2, description: 'Indoor singles court with video replay.' },
    ],
  },
  {
    key: 'canal',
    owner: 'owner3',
    coaches: ['coach3'],
    name: 'Canal Football Park',
    address: 'Avenida de Filipinas 52, 28003 Madrid',
    latitude: 40.4447,
    longitude: -3.7061,
    prices: { football: 6500 },
    // prettier-ignore
    courts: [
      { key: 'f5a', name: 'Pitch A — 5-a-side', sport: 'football', capacity: 5, description: 'Rooftop cage pitch.' },
      { key: 'f5b', name: 'Pitch B — 5-a-side', sport: 'football', capacity: 5, description: 'Rooftop cage pitch, floodlit.' },
      { key: 'f8', name: 'Pitch C — 8-a-side', sport: 'football', capacity: 8, description: 'Artificial turf with shock pad.' },
      { key: 'f11', name: 'Stadium — 11-a-side', sport: 'football', capacity: 11, description: 'Full-size pitch with stand.', price: 12000 },
    ],
  },
  {
    key: 'casa',
    owner: 'owner4',
    coaches: [],
    name: 'Casa de Campo Sports Centre',
    address: 'Paseo de la Puerta del Ángel 7, 28011 Madrid',
    latitude: 40.4137,
    longitude: -3.7276,
    prices: { padel: 2200, football: 7000 },
    // prettier-ignore
    courts: [
      { key: 'p1', name: 'Padel 1 (Double)', sport: 'padel', courtType: 'outdoor', capacity: 4, description: 'Outdoor, among the pines.' },
      { key: 'p2', name: 'Padel 2 (Single)', sport: 'padel', courtType: 'outdoor', capacity: 2, description: 'Outdoor singles court.' },
      { key: 'f8', name: 'Pitch A — 8-a-side', sport: 'football', capacity: 8, description: 'Natural grass.' },
      { key: 'f11', name: 'Pitch B — 11-a-side', sport: 'football', capacity: 11, description: 'Natural grass, full size.' },
    ],
  },
  {
    key: 'chamartin',
    owner: 'owner5',
    coaches: [],
    name: 'Chamartín Padel Club',
    address: 'Calle de Mateo Inurria 15, 28036 Madrid',
    latitude: 40.4655,
    longitude: -3.6826,
    prices: { padel: 2600, football: 5500 },
    // prettier-ignore
    courts: [
      { key: 'p1', name: 'Padel 1 (Double)', sport: 'padel', courtType: 'covered', capacity: 4, description: 'Covered, panoramic glass.' },
      { key: 'p2', name: 'Padel 2 (Double)', sport: 'padel', courtType: 'covered', capacity: 4, description: 'Covered, red turf.' },
      { key: 'p3', name: 'Padel 3 (Double)', sport: 'padel', courtType: 'outdoor', capacity: 4, description: 'Outdoor, floodlit.' },
      { key: 'p4', name: 'Padel 4 (Single)', sport: 'padel', courtType: 'outdoor', capacity: 2, description: 'Outdoor singles court.' },
      { key: 'f5', name: 'Pitch — 5-a-side', sport: 'football', capacity: 5, description: 'Indoor futsal floor.' },
    ],
  },
  {
    key: 'rio',
    owner: 'owner6',
    coaches: [],
    name: 'Madrid Río Sports',
    address: 'Paseo de la Chopera 14, 28045 Madrid',
    latitude: 40.3925,
    longitude: -3.6975,
    prices: { padel: 2000, football: 6000 },
    // prettier-ignore
    courts: [
      { key: 'p1', name: 'Padel 1 (Double)', sport: 'padel', courtType: 'outdoor', capacity: 4, description: 'Riverside, outdoor.' },
      { key: 'p2', name: 'Padel 2 (Single)', sport: 'padel', courtType: 'outdoor', capacity: 2, description: 'Riverside singles court.' },
      { key: 'f5', name: 'Pitch A — 5-a-side', sport: 'football', capacity: 5, description: 'Under the bridge, covered.' },
      { key: 'f8', name: 'Pitch B — 8-a-side', sport: 'football', capacity: 8, description: 'Artificial turf, floodlit.' },
      { key: 'f11', name: 'Pitch C — 11-a-side', sport: 'football', capacity: 11, description: 'Full size, by the river.' },
    ],
  },
] as const satisfies readonly DemoClub[];

type Club = (typeof demoClubs)[number];
/** '{club}/{court}', checked by the compiler against the table above. */
export type CourtRef = Club extends infer C
  ? C extends Club
    ? `${C['key']}/${C['courts'][number]['key']}`
    : never
  : never;
export type ClubKey = Club['key'];

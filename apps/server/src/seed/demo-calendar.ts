import type { DemoPackCoins } from './demo-catalog.js';
import type { ClubKey, CourtRef } from './demo-clubs.js';
import type { DemoUsername } from './demo-people.js';

/*
 * Everything that happens on a date. Days count from today in the clubs' time zone
 * (negative ones are history), hours are club-local, so the world always lies in the
 * coming weeks whenever it is seeded. The layout is fixed rather than random so that
 * no two claims ever meet on one court and hour; the builder still checks it.
 */

type OnlineMethod = 'card' | 'wallet' | 'mobile';

export type DemoBooking = {
  court: CourtRef;
  day: number;
  hour: number;
  minutes: 60 | 120;
} & (
  | { by: DemoUsername; pay: OnlineMethod | 'cash' }
  /** Booked by the club's owner for someone at the desk, paid in cash. */
  | { walkIn: string; phone: string }
);

// prettier-ignore
export const demoBookings: readonly DemoBooking[] = [
  // Retiro (owner): a busy first few days for the owner's reservation screens.
  { court: 'retiro/p1', day: 1, hour: 9, minutes: 60, by: 'player', pay: 'card' },
  { court: 'retiro/p1', day: 1, hour: 18, minutes: 120, by: 'player2', pay: 'card' },
  { court: 'retiro/p1', day: 1, hour: 20, minutes: 60, walkIn: 'Carlos Vega', phone: '644 1000 201' },
  { court: 'retiro/p2', day: 1, hour: 10, minutes: 120, walkIn: 'Ana Torres', phone: '644 1000 202' },
  { court: 'retiro/p2', day: 1, hour: 19, minutes: 60, by: 'player3', pay: 'cash' },
  { court: 'retiro/p3', day: 1, hour: 17, minutes: 60, by: 'player', pay: 'wallet' },
  { court: 'retiro/f5', day: 1, hour: 20, minutes: 60, by: 'player3', pay: 'card' },
  { court: 'retiro/f8', day: 1, hour: 21, minutes: 60, walkIn: 'Peña Los Amigos', phone: '644 1000 203' },
  { court: 'retiro/p1', day: 2, hour: 19, minutes: 120, by: 'player', pay: 'card' },
  { court: 'retiro/p2', day: 2, hour: 8, minutes: 60, walkIn: 'Laura Gil', phone: '644 1000 204' },
  { court: 'retiro/f5', day: 2, hour: 18, minutes: 120, by: 'player2', pay: 'mobile' },
  { court: 'retiro/p1', day: 3, hour: 12, minutes: 60, by: 'player3', pay: 'card' },
  { court: 'retiro/f8', day: 4, hour: 19, minutes: 120, by: 'player', pay: 'card' },
  { court: 'retiro/p2', day: 7, hour: 20, minutes: 60, by: 'player2', pay: 'cash' },
  { court: 'retiro/p3', day: 10, hour: 11, minutes: 60, walkIn: 'Miguel Ramos', phone: '644 1000 205' },
  { court: 'retiro/p1', day: 14, hour: 18, minutes: 120, by: 'player3', pay: 'wallet' },
  // Chamberí (owner2)
  { court: 'chamberi/p1', day: 1, hour: 19, minutes: 60, by: 'player2', pay: 'card' },
  { court: 'chamberi/p2', day: 2, hour: 20, minutes: 120, by: 'player', pay: 'card' },
  { court: 'chamberi/p3', day: 3, hour: 9, minutes: 60, walkIn: 'Irene Molina', phone: '644 1000 206' },
  { court: 'chamberi/p4', day: 5, hour: 18, minutes: 60, by: 'player3', pay: 'wallet' },
  { court: 'chamberi/p1', day: 8, hour: 21, minutes: 60, by: 'player', pay: 'card' },
  // Canal
  { court: 'canal/f5a', day: 1, hour: 19, minutes: 60, by: 'player3', pay: 'card' },
  { court: 'canal/f5b', day: 2, hour: 21, minutes: 60, walkIn: 'Hugo Serrano', phone: '644 1000 207' },
  { court: 'canal/f8', day: 3, hour: 20, minutes: 120, by: 'player', pay: 'card' },
  { court: 'canal/f11', day: 6, hour: 10, minutes: 120, walkIn: 'CD Tetuán', phone: '644 1000 208' },
  // Casa de Campo
  { court: 'casa/p1', day: 2, hour: 10, minutes: 120, by: 'player2', pay: 'card' },
  { court: 'casa/f11', day: 5, hour: 17, minutes: 120, by: 'player', pay: 'mobile' },
  { court: 'casa/p2', day: 9, hour: 8, minutes: 60, walkIn: 'Rosa Delgado', phone: '644 1000 209' },
  // Chamartín
  { court: 'chamartin/p1', day: 1, hour: 7, minutes: 60, walkIn: 'Álvaro Prieto', phone: '644 1000 210' },
  { court: 'chamartin/p2', day: 4, hour: 19, minutes: 60, by: 'player3', pay: 'card' },
  { court: 'chamartin/f5', day: 6, hour: 20, minutes: 60, by: 'player2', pay: 'card' },
  { court: 'chamartin/p3', day: 12, hour: 18, minutes: 120, by: 'player', pay: 'card' },
  // Madrid Río
  { court: 'rio/p1', day: 3, hour: 18, minutes: 60, by: 'player', pay: 'card' },
  { court: 'rio/f5', day: 2, hour: 19, minutes: 60, walkIn: 'Nerea Vidal', phone: '644 1000 211' },
  { court: 'rio/f11', day: 11, hour: 11, minutes: 120, by: 'player3', pay: 'card' },
  { court: 'rio/p2', day: 16, hour: 10, minutes: 60, by: 'player2', pay: 'cash' },
  // History
  { court: 'retiro/p1', day: -2, hour: 19, minutes: 60, by: 'player', pay: 'card' },
  { court: 'chamberi/p2', day: -5, hour: 18, minutes: 120, by: 'player', pay: 'cash' },
  { court: 'casa/p1', day: -10, hour: 11, minutes: 60, by: 'player', pay: 'card' },
  { court: 'canal/f5a', day: -3, hour: 20, minutes: 60, by: 'player3', pay: 'card' },
  { court: 'retiro/f5', day: -7, hour: 21, minutes: 60, by: 'player2', pay: 'wallet' },
  { court: 'retiro/p2', day: -1, hour: 9, minutes: 60, walkIn: 'Carlos Vega', phone: '644 1000 201' },
];

export interface DemoActivity {
  court: CourtRef;
  coach: DemoUsername;
  name: string;
  recurrence: 'date' | 'daily' | 'weekly' | 'monthly';
  firstDay: number;
  occurrences: number;
  /** Club-local 'HH:mm'; an activity claims every hour it touches. */
  from: string;
  to: string;
  seats: number;
  price: number;
  gender: 'men' | 'women' | 'mix';
  description: string;
  /** Who joined which occurrence (index from 0), each paid by card. */
  participants: readonly { occurrence: number; user: DemoUsername }[];
}

export const demoActivities: readonly DemoActivity[] = [
  {
    court: 'retiro/p2',
    coach: 'coach',
    name: 'Padel Beginners Clinic',
    recurrence: 'weekly',
    firstDay: 2,
    occurrences: 4,
    from: '18:15',
    to: '19:30',
    seats: 6,
    price: 1500,
    gender: 'mix',
    description: 'Grip, volleys and the glass: everything for your first matches.',
    participants: [
      { occurrence: 0, user: 'player' },
      { occurrence: 0, user: 'player2' },
      { occurrence: 1, user: 'player2' },
    ],
  },
  {
    court: 'retiro/p1',
    coach: 'coach',
    name: "Women's Padel Masterclass",
    recurrence: 'date',
    firstDay: 5,
    occurrences: 1,
    from: '19:00',
    to: '21:00',
    seats: 8,
    price: 2500,
    gender: 'women',
    description: 'Two hours of tactics and drills with Marta Sánchez.',
    participants: [{ occurrence: 0, user: 'player2' }],
  },
  {
    court: 'chamberi/p1',
    coach: 'coach2',
    name: 'Morning Padel Drills',
    recurrence: 'daily',
    firstDay: 1,
    occurrences: 10,
    from: '07:00',
    to: '08:00',
    seats: 4,
    price: 1200,
    gender: 'mix',
    description: 'Wake up with an hour of intense drills before work.',
    participants: [{ occurrence: 1, user: 'player3' }],
  },
  {
    court: 'chamberi/p2',
    coach: 'coach2',
    name: 'Padel Social Mixer',
    recurrence: 'monthly',
    firstDay: 6,
    occurrences: 2,
    from: '20:00',
    to: '22:00',
    seats: 12,
    price: 1000,
    gender: 'mix',
    description: 'Rotating partners, music and tapas afterwards.',
    participants: [],
  },
  {
    court: 'canal/f5b',
    coach: 'coach3',
    name: 'Kids Football Academy',
    recurrence: 'weekly',
    firstDay: 3,
    occurrences: 4,
    from: '17:30',
    to: '19:00',
    seats: 14,
    price: 800,
    gender: 'mix',
    description: 'Ages 7 to 12: technique, small-sided games and fun.',
    participants: [],
  },
];

export interface DemoChampionship {
  court: CourtRef;
  name: string;
  startDay: number;
  from: string;
  endDay: number;
  to: string;
  /** Shown as the maximum age; stored as the earliest birth year allowed. */
  maxAge: number;
  price: number;
  inviteOnly: boolean;
  participantsNumber: number;
  gender: 'men' | 'women' | 'mix';
  sponsor: string;
  description: string;
  requests: readonly {
    user: DemoUsername;
    status: 'pending' | 'confirmed' | 'rejected';
    /** Confirmed requests may already be paid. */
    paid?: OnlineMethod;
  }[];
}

export const demoChampionships: readonly DemoChampionship[] = [
  {
    court: 'retiro/f5',
    name: 'Retiro 5-a-side Cup',
    startDay: 8,
    from: '09:00',
    endDay: 8,
    to: '14:00',
    maxAge: 40,
    price: 4000,
    inviteOnly: true,
    participantsNumber: 10,
    gender: 'mix',
    sponsor: 'Mahou',
    description: 'Group stage then knockout, trophy and drinks for the winners.',
    requests: [
      { user: 'player', status: 'pending' },
      { user: 'player2', status: 'confirmed' },
      { user: 'player3', status: 'confirmed', paid: 'card' },
    ],
  },
  {
    court: 'canal/f11',
    name: 'Canal Champions Day',
    startDay: 13,
    from: '09:00',
    endDay: 13,
    to: '20:00',
    maxAge: 45,
    price: 6000,
    inviteOnly: false,
    participantsNumber: 22,
    gender: 'men',
    sponsor: 'Adidas',
    description: 'Eleven-a-side, referees included.',
    requests: [
      { user: 'player', status: 'confirmed', paid: 'card' },
      { user: 'player3', status: 'pending' },
    ],
  },
  {
    court: 'rio/f8',
    name: 'Madrid Río 8-a-side Trophy',
    startDay: 19,
    from: '10:00',
    endDay: 19,
    to: '18:00',
    maxAge: 40,
    price: 3500,
    inviteOnly: true,
    participantsNumber: 16,
    gender: 'women',
    sponsor: 'Decathlon',
    description: "Women's eight-a-side by the river.",
    requests: [{ user: 'player2', status: 'pending' }],
  },
  {
    court: 'casa/f11',
    name: 'Casa de Campo Weekend League',
    startDay: 20,
    from: '09:00',
    endDay: 21,
    to: '19:00',
    maxAge: 50,
    price: 5000,
    inviteOnly: false,
    participantsNumber: 22,
    gender: 'mix',
    sponsor: 'Coca-Cola',
    description: 'Two days, eight teams, one champion.',
    requests: [
      { user: 'player3', status: 'confirmed' },
      { user: 'player2', status: 'rejected' },
    ],
  },
  {
    court: 'chamartin/f5',
    name: 'Chamartín Futsal Classic',
    startDay: -12,
    from: '10:00',
    endDay: -12,
    to: '15:00',
    maxAge: 40,
    price: 3000,
    inviteOnly: false,
    participantsNumber: 10,
    gender: 'men',
    sponsor: 'Joma',
    description: 'Indoor futsal tournament.',
    requests: [
      { user: 'player', status: 'confirmed', paid: 'card' },
      { user: 'player3', status: 'confirmed', paid: 'wallet' },
    ],
  },
];

export interface DemoMatch {
  owner: DemoUsername;
  club: ClubKey;
  day: number;
  hour: number;
  minutes: 60 | 120;
  gender: 'men' | 'women' | 'mix';
  courtType: 'indoor' | 'outdoor' | 'covered';
  privacy: 'public' | 'favorite' | 'invitation';
  level: readonly [min: number, max: number];
  description: string;
  /**
   * Seats 1 to 3 (seat 0 is the owner's); empty seats are simply left out. Reserved seats
   * come first and players take the next empty seats as their requests are accepted.
   */
  seats: readonly (DemoUsername | 'reserved')[];
  requests: readonly {
    user: DemoUsername;
    status: 'pending' | 'confirmed' | 'rejected';
    partners?: readonly DemoUsername[];
  }[];
}

// prettier-ignore
export const demoMatches: readonly DemoMatch[] = [
  {
    owner: 'player', club: 'retiro', day: 2, hour: 20, minutes: 120, gender: 'mix', courtType: 'covered',
    privacy: 'public', level: [2, 3.5], description: 'Friendly mixed doubles, all welcome.',
    seats: ['player2', 'reserved'],
    requests: [{ user: 'player2', status: 'confirmed' }, { user: 'player3', status: 'pending' }],
  },
  {
    owner: 'owner2', club: 'chamberi', day: 3, hour: 21, minutes: 60, gender: 'mix', courtType: 'indoor',
    privacy: 'public', level: [2, 5], description: 'Late game after closing the desk.',
    seats: [],
    requests: [{ user: 'player', status: 'pending' }, { user: 'player2', status: 'rejected' }],
  },
  {
    owner: 'player2', club: 'chamberi', day: 4, hour: 20, minutes: 60, gender: 'women', courtType: 'indoor',
    privacy: 'public', level: [2.5, 4], description: 'Looking for a pair to complete the four.',
    seats: ['reserved'],
    requests: [{ user: 'owner2', status: 'pending' }],
  },
  {
    owner: 'owner', club: 'retiro', day: 6, hour: 18, minutes: 120, gender: 'men', courtType: 'outdoor',
    privacy: 'public', level: [3, 4.5], description: 'Competitive, bring new balls.',
    seats: ['player3', 'player'],
    requests: [{ user: 'player3', status: 'confirmed' }, { user: 'player', status: 'confirmed' }],
  },
  {
    owner: 'player3', club: 'chamartin', day: 9, hour: 10, minutes: 60, gender: 'mix', courtType: 'outdoor',
    privacy: 'public', level: [1, 2.5], description: 'Beginners, relaxed Saturday-style game.',
    seats: ['reserved'],
    requests: [{ user: 'player2', status: 'pending', partners: ['player'] }],
  },
  {
    owner: 'player', club: 'casa', day: 12, hour: 18, minutes: 60, gender: 'mix', courtType: 'outdoor',
    privacy: 'invitation', level: [2, 3], description: 'Invitation only.',
    seats: [],
    requests: [{ user: 'player3', status: 'pending' }],
  },
  {
    owner: 'player2', club: 'rio', day: -4, hour: 19, minutes: 60, gender: 'mix', courtType: 'outdoor',
    privacy: 'public', level: [2.5, 3.5], description: 'Sunset doubles by the river.',
    seats: ['player', 'player3', 'owner'],
    requests: [
      { user: 'player', status: 'confirmed' }, { user: 'player3', status: 'confirmed' },
      { user: 'owner', status: 'confirmed' },
    ],
  },
];

/** Starting coin balances: a pack bought by card, or a goodwill adjustment. */
export const demoCoinCredits: readonly (
  | { user: DemoUsername; pack: DemoPackCoins; pay: OnlineMethod }
  | { user: DemoUsername; adjustment: number; ref: string }
)[] = [
  { user: 'player', pack: 100, pay: 'card' },
  { user: 'player', adjustment: 20, ref: 'welcome-bonus' },
  { user: 'player2', pack: 50, pay: 'wallet' },
];

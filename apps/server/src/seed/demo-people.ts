import type { UsersTable } from '#server/db/database.js';

/** Every demo account signs in with this password (README, Demo accounts). */
export const demoPassword = 'demo1234';

/** The five accounts the README lists; tests of other modules sign in with them. */
export const demoAccounts = {
  owner: 'owner',
  owner2: 'owner2',
  player: 'player',
  player2: 'player2',
  player3: 'player3',
} as const;

export interface DemoPerson {
  username: string;
  role: UsersTable['role'];
  firstName: string;
  lastName: string;
  /** As a person would type it; stored normalized. Ten digits fit the 3-4-3 phone mask. */
  phone: string;
  gender: 'M' | 'F';
  birthdate: string;
  address: string;
  photo: string | null;
  padel: { level: number; side: 'left' | 'right'; bat: string } | null;
  footballTeam: string | null;
  description: string | null;
}

export const demoPeople = [
  {
    username: 'owner',
    role: 'owner',
    firstName: 'Omar',
    lastName: 'Benali',
    phone: '611 1000 001',
    gender: 'M',
    birthdate: '1984-03-12',
    address: 'Calle de Alcalá 120, Madrid',
    photo: 'users/omar.svg',
    padel: { level: 3.6, side: 'right', bat: 'Bullpadel' },
    footballTeam: 'Retiro Lions',
    description: 'Runs Retiro Padel & Football Club.',
  },
  {
    username: 'owner2',
    role: 'owner',
    firstName: 'Lucía',
    lastName: 'Fernández',
    phone: '611 1000 002',
    gender: 'F',
    birthdate: '1988-09-30',
    address: 'Calle de Santa Engracia 98, Madrid',
    photo: 'users/lucia.svg',
    padel: { level: 4.2, side: 'left', bat: 'Nox' },
    footballTeam: null,
    description: 'Runs Chamberí Padel Indoor.',
  },
  {
    username: 'owner3',
    role: 'owner',
    firstName: 'Javier',
    lastName: 'Morales',
    phone: '611 1000 003',
    gender: 'M',
    birthdate: '1979-06-02',
    address: 'Avenida de Filipinas 40, Madrid',
    photo: null,
    padel: null,
    footballTeam: 'Canal Veterans',
    description: null,
  },
  {
    username: 'owner4',
    role: 'owner',
    firstName: 'Carmen',
    lastName: 'Ruiz',
    phone: '611 1000 004',
    gender: 'F',
    birthdate: '1982-01-18',
    address: 'Paseo de Extremadura 12, Madrid',
    photo: null,
    padel: { level: 2.9, side: 'right', bat: 'Head' },
    footballTeam: null,
    description: null,
  },
  {
    username: 'owner5',
    role: 'owner',
    firstName: 'Diego',
    lastName: 'Navarro',
    phone: '611 1000 005',
    gender: 'M',
    birthdate: '1986-11-07',
    address: 'Calle de Mateo Inurria 20, Madrid',
    photo: null,
    padel: { level: 4.5, side: 'left', bat: 'StarVie' },
    footballTeam: null,
    description: null,
  },
  {
    username: 'owner6',
    role: 'owner',
    firstName: 'Elena',
    lastName: 'Castro',
    phone: '611 1000 006',
    gender: 'F',
    birthdate: '1990-04-25',
    address: 'Paseo de la Chopera 10, Madrid',
    photo: null,
    padel: null,
    footballTeam: 'Matadero FC',
    description: null,
  },
  {
    username: 'player',
    role: 'player',
    firstName: 'Pablo',
    lastName: 'García',
    phone: '622 2000 001',
    gender: 'M',
    birthdate: '1995-07-21',
    address: 'Calle de Lavapiés 14, Madrid',
    photo: 'users/pablo.svg',
    padel: { level: 2.8, side: 'right', bat: 'Nox' },
    footballTeam: 'Lavapiés United',
    description: 'Weekend padel, Tuesday five-a-side.',
  },
  {
    username: 'player2',
    role: 'player',
    firstName: 'Sofía',
    lastName: 'Martín',
    phone: '622 2000 002',
    gender: 'F',
    birthdate: '1998-11-04',
    address: 'Calle del Pez 22, Madrid',
    photo: 'users/sofia.svg',
    padel: { level: 3.4, side: 'left', bat: 'Head' },
    footballTeam: 'Malasaña FC',
    description: 'Left side, always up for a mixed match.',
  },
  {
    username: 'player3',
    role: 'player',
    firstName: 'Daniel',
    lastName: 'López',
    phone: '622 2000 003',
    gender: 'M',
    birthdate: '1990-02-17',
    address: 'Avenida de la Albufera 55, Madrid',
    photo: 'users/daniel.svg',
    padel: { level: 1.9, side: 'right', bat: 'Adidas' },
    footballTeam: 'Vallecas Stars',
    description: null,
  },
  {
    username: 'coach',
    role: 'coach',
    firstName: 'Marta',
    lastName: 'Sánchez',
    phone: '633 3000 001',
    gender: 'F',
    birthdate: '1987-05-09',
    address: 'Calle de Ibiza 8, Madrid',
    photo: 'users/marta.svg',
    padel: { level: 5, side: 'left', bat: 'Babolat' },
    footballTeam: null,
    description: 'Padel coach, former national-league player.',
  },
  {
    username: 'coach2',
    role: 'coach',
    firstName: 'Raúl',
    lastName: 'Ortega',
    phone: '633 3000 002',
    gender: 'M',
    birthdate: '1985-08-14',
    address: 'Calle de Galileo 31, Madrid',
    photo: null,
    padel: { level: 4.8, side: 'right', bat: 'Siux' },
    footballTeam: null,
    description: 'Padel coach.',
  },
  {
    username: 'coach3',
    role: 'coach',
    firstName: 'Iván',
    lastName: 'Romero',
    phone: '633 3000 003',
    gender: 'M',
    birthdate: '1983-12-01',
    address: 'Calle de Bravo Murillo 77, Madrid',
    photo: null,
    padel: null,
    footballTeam: 'Canal Veterans',
    description: 'UEFA B licence football coach.',
  },
] as const satisfies readonly DemoPerson[];

export type DemoUsername = (typeof demoPeople)[number]['username'];

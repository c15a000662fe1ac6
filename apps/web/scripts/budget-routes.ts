/**
 * The screens the bundle budget loads, each at an address of the demo world that shows its
 * content, and who opens it (signed out, a player, the club's owner or the platform admin).
 */
import type { Championship, CoinPack } from '@courtside/shared';
import { championshipQueryOf } from '../src/features/championships/championship-query';
import {
  activityPaymentPath,
  adminClubPath,
  bookCourtPath,
  bookingPaymentPath,
  championshipDetailsPath,
  championshipPagePath,
  championshipPaymentPath,
  clubCourtPath,
  clubDetailsPath,
  courtDayPath,
  customerPath,
  matchDetailsPath,
  packPaymentPath,
  paths,
  walkInPath,
} from '../src/lib/paths';

export type Visitor = 'player' | 'owner' | 'admin';

/** The demo world's records the addresses need, read through the API once per run. */
export interface BudgetWorld {
  tomorrow: string;
  playerId: string;
  /** A padel club the player books at, and its first court. */
  club: { id: string; photo: string | null; court: { id: string; name: string } };
  /** The owner's club's first court. */
  ownerCourt: { id: string; name: string; photo: string | null; clubId: string };
  matchId: string;
  championship: Championship;
  pack: CoinPack;
  activity: { id: string; clubId: string };
  customerId: string;
  adminClubId: string;
}

export interface BudgetRoute {
  /** The route as the table names it. */
  path: string;
  /** Who opens it; nobody signed in when absent. */
  visitor?: Visitor;
  address: (world: BudgetWorld) => string;
}

const fixed = (address: string) => () => address;

export const budgetRoutes: BudgetRoute[] = [
  { path: '/login', address: fixed(paths.login) },
  { path: '/forget-password', address: fixed(paths.forgetPassword) },
  { path: '/register', address: fixed(paths.register) },
  { path: '/list-your-club', address: fixed(paths.listYourClub) },
  { path: '/user (home)', visitor: 'player', address: fixed(paths.user) },
  { path: '/user/menu', visitor: 'player', address: fixed(paths.menu) },
  { path: '/user/find-padel-court', visitor: 'player', address: fixed(paths.findPadelCourt) },
  {
    path: '/user/book-court/…',
    visitor: 'player',
    address: ({ club, tomorrow }) =>
      bookCourtPath(club.id, { court: [club.court.id], date: tomorrow }),
  },
  {
    path: '/user/club/…',
    visitor: 'player',
    address: ({ club, tomorrow }) =>
      clubDetailsPath(club.id, { court: [club.court.id], date: tomorrow }),
  },
  {
    path: '/user/book-court/…/payment',
    visitor: 'player',
    address: ({ club, tomorrow }) =>
      bookingPaymentPath({
        clubID: club.id,
        court: club.court.name,
        courtID: club.court.id,
        photo: club.photo,
        date: tomorrow,
        startTime: '10:00',
        endTime: '11:30',
        duration: 90,
      }),
  },
  { path: '/user/my-booking', visitor: 'player', address: fixed(paths.myBooking) },
  { path: '/user/coins-pack', visitor: 'player', address: fixed(paths.coinsPack) },
  {
    path: '/user/coins-pack/payment',
    visitor: 'player',
    address: ({ pack }) => packPaymentPath(pack),
  },
  { path: '/user/find-match', visitor: 'player', address: fixed(paths.findMatch) },
  { path: '/user/matches', visitor: 'player', address: fixed(paths.matches) },
  {
    path: '/user/find-match/… (a match’s page)',
    visitor: 'player',
    address: ({ matchId }) => matchDetailsPath(matchId),
  },
  { path: '/user/create-match', visitor: 'player', address: fixed(paths.createMatch) },
  { path: '/user/champion', visitor: 'player', address: fixed(paths.championship) },
  {
    path: '/user/champion/… (a championship’s page)',
    visitor: 'player',
    address: ({ championship }) => championshipPagePath(championship.id),
  },
  {
    path: '/user/champion/payment',
    visitor: 'player',
    address: ({ championship, playerId }) =>
      championshipPaymentPath('championship', championshipQueryOf(championship, playerId)),
  },
  { path: '/user/activities', visitor: 'player', address: fixed(paths.activities) },
  {
    path: '/user/activities/…/payment',
    visitor: 'player',
    address: ({ activity }) => activityPaymentPath(activity.clubId, activity.id),
  },
  { path: '/user/socials', visitor: 'player', address: fixed(paths.socials) },
  { path: '/user/memberships', visitor: 'player', address: fixed(paths.myMemberships) },
  { path: '/user/profile', visitor: 'player', address: fixed(paths.profile) },
  { path: '/user/delete-profile', visitor: 'player', address: fixed(paths.deleteProfile) },
  { path: '/user/padel-level', visitor: 'player', address: fixed(paths.padelLevel) },
  { path: '/user/notifications', visitor: 'player', address: fixed(paths.notifications) },
  { path: '/user/about-us', visitor: 'player', address: fixed(paths.aboutUs) },
  { path: '/user/manage-reservation', visitor: 'owner', address: fixed(paths.manageReservation) },
  {
    path: '/user/manage-reservation/court/…',
    visitor: 'owner',
    address: ({ ownerCourt, tomorrow }) =>
      courtDayPath(ownerCourt.id, { name: ownerCourt.name, date: tomorrow }),
  },
  {
    path: '/user/manage-reservation/court/…/book',
    visitor: 'owner',
    address: ({ ownerCourt, tomorrow }) =>
      walkInPath({
        court: ownerCourt.name,
        courtID: ownerCourt.id,
        clubID: ownerCourt.clubId,
        photo: ownerCourt.photo ?? '',
        date: tomorrow,
        startTime: '10:00',
        endTime: '11:30',
        duration: '90',
      }),
  },
  { path: '/user/manage-reservation/series', visitor: 'owner', address: fixed(paths.clubSeries) },
  { path: '/user/club-courts', visitor: 'owner', address: fixed(paths.clubCourts) },
  { path: '/user/club-courts/new', visitor: 'owner', address: fixed(paths.clubCourtNew) },
  {
    path: '/user/club-courts/…',
    visitor: 'owner',
    address: ({ ownerCourt }) => clubCourtPath(ownerCourt.id),
  },
  { path: '/user/club-courts/hours', visitor: 'owner', address: fixed(paths.clubHours) },
  { path: '/user/club-staff', visitor: 'owner', address: fixed(paths.clubStaff) },
  { path: '/user/club-memberships', visitor: 'owner', address: fixed(paths.clubMemberships) },
  { path: '/user/reports', visitor: 'owner', address: fixed(paths.reports) },
  { path: '/user/customers', visitor: 'owner', address: fixed(paths.customers) },
  {
    path: '/user/customers/…',
    visitor: 'owner',
    address: ({ customerId }) => customerPath(customerId),
  },
  { path: '/user/club-receipts', visitor: 'owner', address: fixed(paths.clubReceipts) },
  { path: '/user/disputed-results', visitor: 'owner', address: fixed(paths.disputedResults) },
  { path: '/user/champion-request', visitor: 'owner', address: fixed(paths.championshipRequest) },
  {
    path: '/user/champion-request/…',
    visitor: 'owner',
    address: ({ championship }) => championshipDetailsPath(championship.id),
  },
  { path: '/user/create-champion', visitor: 'owner', address: fixed(paths.createChampionship) },
  { path: '/user/create-activity', visitor: 'owner', address: fixed(paths.createActivity) },
  { path: '/user/create-social', visitor: 'owner', address: fixed(paths.createSocial) },
  { path: '/admin', visitor: 'admin', address: fixed(paths.admin) },
  { path: '/admin/clubs/new', visitor: 'admin', address: fixed(paths.adminClubNew) },
  {
    path: '/admin/clubs/…',
    visitor: 'admin',
    address: ({ adminClubId }) => adminClubPath(adminClubId),
  },
  { path: '/admin/applications', visitor: 'admin', address: fixed(paths.adminApplications) },
  { path: '/admin/audit', visitor: 'admin', address: fixed(paths.adminAudit) },
];

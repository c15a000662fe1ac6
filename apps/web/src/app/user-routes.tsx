import type { Params, RouteObject } from 'react-router';
import type { ClubAction } from '@courtside/shared/rules';
import { askEarly } from '@/lib/api-client';
import { earlyApiPaths } from '@/lib/api-paths';
import { chosenCourts, paths, routePatterns } from '@/lib/paths';
import { featureScreens } from './feature-screens';
import type { ownScreens } from './own-screens';
import type { ScreenHandle } from './layout/screen-handle';

const titled = (titleKey: string): ScreenHandle => ({ titleKey });
/** A club's screen, for its owner and the staff whose role gives `clubAction`. */
const clubScreen = (titleKey: string, clubAction: ClubAction): ScreenHandle => ({
  titleKey,
  clubAction,
});

/**
 * A loader that asks for a screen's first answers as soon as the router knows the screen, so
 * that they travel beside the screen's code instead of after it (lib/api-client's askEarly).
 * It waits for nothing: the screen still shows its own loading state. Only the first opening
 * of a visit asks: later the code is loaded and the answers are in the query cache; so the
 * loader never runs again while the screen is open (a change of its address stays instant).
 */
const askedThisVisit = new Set<string>();
const askingEarly = (
  ...asked: Array<
    string | ((address: { params: Params; search: URLSearchParams }) => string | null)
  >
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> => ({
  loader: ({ params, request }) => {
    const search = new URL(request.url).searchParams;
    for (const ask of asked) {
      const path = typeof ask === 'string' ? ask : ask({ params, search });
      if (path === null || askedThisVisit.has(path)) continue;
      askedThisVisit.add(path);
      askEarly(path);
    }
    return null;
  },
  shouldRevalidate: () => false,
});

/**
 * The day a screen's address names, in its form only: a screen that finds it no real date
 * shows another day and leaves the early answer untaken.
 */
function dayInAddress(search: URLSearchParams): string | null {
  const date = search.get('date');
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

type OwnScreens = typeof ownScreens;
/** A screen that is a chunk of its own (./own-screens), loaded with that small map. */
async function ownScreen<K extends keyof OwnScreens>(
  name: K,
): Promise<Awaited<ReturnType<OwnScreens[K]>>> {
  const { ownScreens: screens } = await import('./own-screens');
  return (await screens[name]()) as Awaited<ReturnType<OwnScreens[K]>>;
}

// A club's screens: its owner's (SPEC 6), and its staff's as their roles give them.
const ownerRoutes: RouteObject[] = [
  {
    path: paths.manageReservation,
    lazy: async () => ({
      Component: (await featureScreens.reservations()).ManageReservationScreen,
    }),
    handle: clubScreen('reservations.title', 'bookings'),
  },
  {
    path: paths.clubSeries,
    lazy: async () => ({ Component: (await featureScreens.series()).SeriesScreen }),
    handle: clubScreen('series.title', 'bookings'),
  },
  {
    path: routePatterns.courtDay,
    lazy: async () => ({ Component: (await featureScreens.reservations()).CourtDayScreen }),
    handle: {
      ...clubScreen('reservations.courtTitle', 'bookings'),
      titleParam: 'name',
    } satisfies ScreenHandle,
  },
  {
    path: routePatterns.walkIn,
    lazy: async () => ({
      Component: (await ownScreen('walkIn')).WalkInScreen,
    }),
    handle: clubScreen('reservations.walkIn.title', 'bookings'),
  },
  {
    path: paths.clubCourts,
    lazy: async () => ({ Component: (await featureScreens.clubCourts()).ClubCourtsScreen }),
    handle: clubScreen('courtsAdmin.title', 'courts'),
  },
  {
    path: paths.clubCourtNew,
    lazy: async () => ({
      Component: (await ownScreen('courtForm')).CourtFormScreen,
    }),
    handle: clubScreen('courtsAdmin.newTitle', 'courts'),
  },
  {
    path: paths.clubHours,
    lazy: async () => ({
      Component: (await ownScreen('clubHours')).ClubHoursScreen,
    }),
    handle: clubScreen('clubHours.title', 'hours'),
  },
  {
    path: routePatterns.clubCourt,
    lazy: async () => ({
      Component: (await ownScreen('courtForm')).CourtFormScreen,
    }),
    handle: clubScreen('courtsAdmin.editTitle', 'courts'),
  },
  {
    path: paths.clubStaff,
    lazy: async () => ({ Component: (await featureScreens.staff()).StaffScreen }),
    handle: clubScreen('staff.title', 'staff'),
  },
  {
    path: paths.clubMemberships,
    lazy: async () => ({ Component: (await featureScreens.memberships()).MembershipsScreen }),
    handle: clubScreen('memberships.owner.title', 'plans'),
  },
  {
    path: paths.reports,
    lazy: async () => ({ Component: (await featureScreens.reports()).ReportsScreen }),
    handle: clubScreen('reports.title', 'reports'),
  },
  {
    path: paths.customers,
    lazy: async () => ({ Component: (await featureScreens.customers()).CustomersScreen }),
    handle: clubScreen('customers.title', 'customers'),
  },
  {
    path: routePatterns.customer,
    lazy: async () => ({ Component: (await featureScreens.customers()).CustomerScreen }),
    handle: clubScreen('customers.customerTitle', 'customers'),
  },
  {
    path: paths.clubReceipts,
    lazy: async () => ({ Component: (await featureScreens.reports()).ClubReceiptsScreen }),
    handle: clubScreen('receipts.owner.title', 'reports'),
  },
  {
    path: paths.disputedResults,
    lazy: async () => ({
      Component: (await ownScreen('disputedResults')).DisputedResultsScreen,
    }),
    handle: clubScreen('results.disputedTitle', 'results'),
  },
  {
    path: paths.createChampionship,
    lazy: async () => ({
      Component: (await ownScreen('createChampionship')).CreateChampionshipScreen,
    }),
    handle: clubScreen('championships.createTitle', 'championships'),
  },
  {
    path: paths.createActivity,
    lazy: async () => ({
      Component: (await ownScreen('createActivity')).CreateActivityScreen,
    }),
    handle: clubScreen('activities.createTitle', 'activities'),
  },
  {
    path: paths.createSocial,
    lazy: async () => ({ Component: (await ownScreen('createSocial')).CreateSocialScreen }),
    handle: clubScreen('socials.createTitle', 'socials'),
  },
  {
    path: routePatterns.championshipDetails,
    lazy: async () => ({
      Component: (await ownScreen('championshipDetails')).ChampionshipDetailsScreen,
    }),
    handle: clubScreen('championships.detailsTitle', 'championships'),
  },
];

const activityRoutes: RouteObject[] = [
  {
    path: paths.activities,
    lazy: async () => ({ Component: (await featureScreens.activities()).ActivitiesScreen }),
    handle: titled('activities.title'),
  },
  {
    path: paths.socials,
    lazy: async () => ({ Component: (await featureScreens.socials()).SocialsScreen }),
    handle: titled('socials.title'),
  },
  {
    path: routePatterns.socialNight,
    lazy: async () => ({ Component: (await featureScreens.socials()).SocialNightScreen }),
    handle: titled('socials.nightTitle'),
  },
  {
    path: routePatterns.activityPayment,
    lazy: async () => ({
      Component: (await ownScreen('activityPayment')).ActivityPaymentScreen,
    }),
    handle: titled('activities.paymentTitle'),
  },
];

const championshipRoutes: RouteObject[] = [
  {
    path: paths.championship,
    lazy: async () => ({ Component: (await featureScreens.championships()).ChampionshipsScreen }),
    handle: titled('championships.listTitle'),
  },
  ...[paths.championshipPayment, paths.championshipRequestPayment].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await ownScreen('championshipPayment')).ChampionshipPaymentScreen,
    }),
    handle: titled('championships.paymentTitle'),
  })),
  {
    path: routePatterns.championshipPage,
    lazy: async () => ({ Component: (await ownScreen('championshipPage')).ChampionshipScreen }),
    handle: titled('championships.pageTitle'),
  },
  {
    path: paths.championshipRequest,
    lazy: async () => ({
      Component: (await featureScreens.championships()).ChampionshipRequestsScreen,
    }),
    handle: { ...titled('championships.requestsTitle'), tabRoot: true },
  },
];

/**
 * Child routes of the user area (SPEC 2). Each feature adds its screens here as it arrives;
 * an address without a screen yet lands on the not-found screen. Titles stay outside the
 * lazily loaded part: the top app bar shows them while a screen's code arrives.
 */
export const userRoutes: RouteObject[] = [
  {
    index: true,
    ...askingEarly(earlyApiPaths.events),
    lazy: async () => ({ Component: (await featureScreens.events()).HomeScreen }),
  },
  {
    path: paths.menu,
    lazy: async () => ({ Component: (await featureScreens.menu()).MenuScreen }),
    handle: { ...titled('menu.title'), tabRoot: true },
  },
  {
    lazy: async () => ({ Component: (await import('./authorization')).OwnerArea }),
    children: ownerRoutes,
  },
  {
    path: paths.coinsPack,
    lazy: async () => ({ Component: (await featureScreens.coins()).CoinsPackScreen }),
    handle: titled('coins.title'),
  },
  {
    path: paths.coinsPackPayment,
    lazy: async () => ({
      Component: (await ownScreen('coinPackPayment')).CoinPackPaymentScreen,
    }),
    handle: titled('coins.paymentTitle'),
  },
  {
    path: paths.myMemberships,
    lazy: async () => ({
      Component: (await featureScreens.membershipsPlayer()).MyMembershipsScreen,
    }),
    handle: titled('memberships.player.title'),
  },
  {
    path: paths.findPadelCourt,
    lazy: async () => {
      const { FindClubScreen } = await featureScreens.clubs();
      return { element: <FindClubScreen sport="padel" /> };
    },
    handle: titled('findClub.titlePadel'),
  },
  {
    path: paths.findFootballCourt,
    lazy: async () => {
      const { FindClubScreen } = await featureScreens.clubs();
      return { element: <FindClubScreen sport="football" /> };
    },
    handle: titled('findClub.titleFootball'),
  },
  {
    path: routePatterns.bookCourt,
    ...askingEarly(
      ({ params, search }) => earlyApiPaths.clubCourts(params.clubID ?? '', chosenCourts(search)),
      earlyApiPaths.myHolds,
      // The day's reads when the address names the day (and, for the bookings, the courts).
      ({ params, search }) => {
        const date = dayInAddress(search);
        return date && earlyApiPaths.dayClosed(params.clubID ?? '', date);
      },
      ({ search }) => {
        const [date, courts] = [dayInAddress(search), chosenCourts(search)];
        return date && courts.length > 0 ? earlyApiPaths.dayBookings(date, courts) : null;
      },
    ),
    lazy: async () => ({ Component: (await featureScreens.bookings()).BookCourtScreen }),
    handle: titled('bookCourt.title'),
  },
  {
    path: routePatterns.bookingPayment,
    lazy: async () => ({
      Component: (await ownScreen('bookingPayment')).BookingPaymentScreen,
    }),
    handle: titled('bookingPayment.title'),
  },
  {
    path: paths.aboutUs,
    lazy: async () => ({ Component: (await featureScreens.info()).AboutScreen }),
    handle: titled('menu.aboutUs'),
  },
  {
    path: paths.faq,
    lazy: async () => ({ Component: (await featureScreens.info()).FaqScreen }),
    handle: titled('menu.faq'),
  },
  {
    path: paths.profile,
    lazy: async () => ({ Component: (await featureScreens.profile()).ProfileScreen }),
    handle: { ...titled('profile.title'), tabRoot: true },
  },
  {
    path: paths.padelLevel,
    lazy: async () => ({ Component: (await ownScreen('levelQuiz')).LevelQuizScreen }),
    handle: titled('levelQuiz.title'),
  },
  {
    path: paths.privacyPolicy,
    lazy: async () => ({ Component: (await featureScreens.info()).PrivacyScreen }),
    handle: titled('menu.privacyPolicy'),
  },
  {
    path: paths.deleteProfile,
    lazy: async () => ({
      Component: (await ownScreen('deleteProfile')).DeleteProfileScreen,
    }),
    handle: titled('account.title'),
  },
  {
    path: paths.notifications,
    lazy: async () => ({
      Component: (await featureScreens.notifications()).NotificationsScreen,
    }),
    handle: titled('notifications.title'),
  },
  {
    path: routePatterns.clubDetails,
    lazy: async () => ({ Component: (await featureScreens.bookings()).ClubDetailsScreen }),
    handle: titled('clubDetails.title'),
  },
  {
    path: routePatterns.receipt,
    lazy: async () => ({ Component: (await featureScreens.receipts()).ReceiptScreen }),
    handle: titled('receipts.title'),
  },
  {
    path: paths.myBooking,
    lazy: async () => ({ Component: (await featureScreens.bookings()).MyBookingScreen }),
    handle: titled('myBooking.title'),
  },
  ...championshipRoutes,
  ...activityRoutes,
  {
    path: paths.findMatch,
    ...askingEarly(earlyApiPaths.findMatches, earlyApiPaths.padelClubs),
    lazy: async () => ({ Component: (await ownScreen('findMatch')).FindMatchScreen }),
    handle: titled('matches.findTitle'),
  },
  {
    path: routePatterns.matchDetails,
    lazy: async () => ({
      Component: (await ownScreen('matchDetails')).MatchDetailsScreen,
    }),
    handle: titled('matches.detailsTitle'),
  },
  {
    path: paths.matches,
    lazy: async () => ({ Component: (await featureScreens.matches()).MyMatchesScreen }),
    handle: { ...titled('matches.myTitle'), tabRoot: true },
  },
  {
    path: routePatterns.matchRequests,
    lazy: async () => ({ Component: (await featureScreens.matches()).MatchRequestsScreen }),
    handle: titled('matches.requestsTitle'),
  },
  {
    path: paths.createMatch,
    lazy: async () => ({
      Component: (await ownScreen('matchForm')).CreateMatchScreen,
    }),
    handle: {
      ...titled('matches.createTitle'),
      titleWith: { param: 'id', titleKey: 'matches.editTitle' },
      tabRoot: true,
    },
  },
  {
    path: '*',
    lazy: async () => {
      const { NotFoundScreen } = await import('@/components/not-found-screen');
      return { element: <NotFoundScreen homePath={paths.user} /> };
    },
    handle: titled('notFound.title'),
  },
];

/** The platform admin's screens (under /admin). */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await featureScreens.admin()).AdminClubsScreen }),
    handle: { ...titled('admin.clubsTitle'), tabRoot: true },
  },
  {
    path: paths.adminClubNew,
    lazy: async () => ({
      Component: (await ownScreen('newClub')).NewClubScreen,
    }),
    handle: titled('admin.newClubTitle'),
  },
  {
    path: routePatterns.adminClub,
    lazy: async () => ({
      Component: (await ownScreen('adminClub')).AdminClubScreen,
    }),
    handle: titled('admin.clubTitle'),
  },
  {
    path: paths.adminApplications,
    lazy: async () => ({ Component: (await featureScreens.admin()).ApplicationsScreen }),
    handle: { ...titled('admin.applicationsTitle'), tabRoot: true },
  },
  {
    path: routePatterns.adminApplication,
    lazy: async () => ({
      Component: (await ownScreen('clubApplication')).ApplicationScreen,
    }),
    handle: titled('admin.applicationTitle'),
  },
  {
    path: paths.adminAudit,
    lazy: async () => ({ Component: (await featureScreens.admin()).AuditLogScreen }),
    handle: { ...titled('admin.auditTitle'), tabRoot: true },
  },
  {
    path: paths.adminRefunds,
    lazy: async () => ({ Component: (await featureScreens.admin()).OwedRefundsScreen }),
    handle: { ...titled('admin.refundsTitle'), tabRoot: true },
  },
];

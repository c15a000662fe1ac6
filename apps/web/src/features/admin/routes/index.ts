/** The platform admin's screens, loaded together when the router first needs one. */
export { AdminClubScreen } from './admin-club-screen';
export { AdminClubsScreen } from './admin-clubs-screen';
export { AuditLogScreen } from './audit-log-screen';
export { NewClubScreen } from './new-club-screen';
export { ApplicationScreen } from './application-screen';
export { ApplicationsScreen } from './applications-screen';

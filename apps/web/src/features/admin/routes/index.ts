/** The platform admin's lists, loaded together when the router first needs one. */
export { AdminClubsScreen } from './admin-clubs-screen';
export { ApplicationsScreen } from './applications-screen';
export { AuditLogScreen } from './audit-log-screen';
export { OwedRefundsScreen } from './owed-refunds-screen';

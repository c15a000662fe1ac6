/** The zod-free half of club-staff.ts: who may do what at a club. */

/**
 * What is done at a club through its owner's screens. The owner may do all of it; a club's
 * staff do what their role gives them (`roleMay`), which the server checks on every call and
 * the app reads to show only the screens a person can use.
 */
export const clubActions = [
  'courts', // its courts, their prices and photos, and what it sells (lengths, cancellation)
  'hours', // opening hours and closures
  'bookings', // the desk: a court's day, booking for a customer, cancelling or moving one, cash
  'championships',
  'activities', // activities and their coaches
  'socials', // Americano and Mexicano nights, and running their rounds
  'results', // deciding a disputed match result
  'customers', // the club's customer list, their pages, notes and categories
  'staff', // who works at the club, and in what role
  'reports', // revenue, and the month's receipts
  'plans', // membership plans, their member prices and privileges, and who is a member
] as const;
export type ClubAction = (typeof clubActions)[number];

/** A manager runs the club but its staff and plans; the front desk works the day and its customers. */
export const staffRoles = ['manager', 'front_desk'] as const;
export type StaffRole = (typeof staffRoles)[number];
export type ClubRole = 'owner' | StaffRole;

const frontDeskActions: readonly ClubAction[] = ['bookings', 'customers'];

/** Whether a role at a club gives `action` there. */
export function roleMay(role: ClubRole, action: ClubAction): boolean {
  if (role === 'owner') return true;
  if (role === 'manager') return action !== 'staff' && action !== 'plans';
  return frontDeskActions.includes(action);
}

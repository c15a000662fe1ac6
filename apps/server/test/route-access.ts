import type { Access } from '#server/plugins/auth.js';

/**
 * Who may call each API route. The authorization matrix suite checks every registered
 * route against this table: a route missing here fails the suite, so adding a route
 * means deciding (and testing) who may call it.
 */
export const routeAccess: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/auth/me': 'user',
  'POST /api/auth/sign-out': 'user',
  'GET /api/user/events': 'user',
  'GET /api/user/club/all': 'user',
  'GET /api/user/club/:clubId/court': 'user',
  'GET /api/user/court': 'owner',
  'GET /api/user/court/all': 'user',
  'GET /api/user/court/:id': 'user',
  'GET /api/booking/club/:clubId/price': 'user',
  'GET /api/user/me/club': 'owner',
  'GET /api/user/coinpack/all': 'user',
  'GET /api/user/me/coins': 'user',
  'GET /api/booking': 'user',
  'GET /api/booking/court/:id': 'owner',
  'GET /api/user/me/bookings': 'user',
  'GET /api/user/me/holds': 'user',
  'DELETE /api/booking/:id': 'user',
  'POST /api/booking/payment/:method': 'user',
  'POST /api/booking/payment/pack/:method': 'user',
  'GET /api/payments/:id': 'user',
  'PATCH /api/payments/:id/cash': 'owner',
  'POST /api/payments/callback/:method': 'public',
  'GET /api/payments/sandbox/:id': 'public',
  'POST /api/payments/sandbox/:id': 'public',
};

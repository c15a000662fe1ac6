import type { Access } from '../src/plugins/auth.js';

/**
 * Who may call each API route. The authorization matrix suite checks every registered
 * route against this table: a route missing here fails the suite, so adding a route
 * means deciding (and testing) who may call it.
 */
export const routeAccess: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/auth/me': 'user',
  'GET /api/user/events': 'user',
};

import type { LoaderFunction, RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routePatterns } from '@/lib/paths';
import { network } from '@/test/network';

// The loaders ask once a visit; a visit starts with this file, whatever other files opened in
// the same worker before it.
let userRoutes: readonly RouteObject[];
beforeAll(async () => {
  vi.resetModules();
  ({ userRoutes } = await import('./user-routes'));
});

function routeAt(routes: readonly RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const child = routeAt(route.children ?? [], path);
    if (child) return child;
  }
  return undefined;
}

/** Runs the booking screen's loader as the router does, and the paths it asked for. */
async function openBookCourt(clubId: string, query: string, asks: number): Promise<string[]> {
  const loader = routeAt(userRoutes, routePatterns.bookCourt)?.loader as LoaderFunction;
  const url = new URL(`http://localhost/user/book-court/${clubId}${query}`);
  const request = new Request(url);
  const pattern = routePatterns.bookCourt;
  await loader({ params: { clubID: clubId }, request, url, pattern, context: undefined });
  // The requests leave once the session's token is read.
  await vi.waitFor(() => expect(network.requests).toHaveLength(asks));
  // Nothing more follows.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return network.requests.map((sent) => sent.url);
}

describe("the booking screen's early reads", () => {
  it("asks for the courts, the player's holds and the day the address names", async () => {
    const asked = await openBookCourt('club-1', '?court=c2%2Cc1&date=2026-11-27', 4);

    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/user/club/club-1/court?court=c2%2Cc1',
        '/api/user/me/holds',
        '/api/user/club/club-1/closed?date=2026-11-27',
        // The courts in the order the screen's own read puts them.
        '/api/booking?date=2026-11-27&court=c1%2Cc2',
      ]),
    );
    expect(asked).toHaveLength(4);
  });

  it('leaves the day alone when the address names no day, or no courts', async () => {
    expect(await openBookCourt('club-2', '?court=c3', 1)).toEqual([
      '/api/user/club/club-2/court?court=c3',
    ]);
    network.reset();

    const asked = await openBookCourt('club-3', '?date=2026-11-27', 2);
    expect(asked).toEqual([
      '/api/user/club/club-3/court',
      '/api/user/club/club-3/closed?date=2026-11-27',
    ]);
  });
});

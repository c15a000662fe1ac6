import { describe, expect, it } from 'vitest';
import { platformModules } from './eslint/server-layers.js';
import { documentedGraph, moduleEdges, moduleGraphText } from './module-graph.js';

describe('the module graph in docs/decisions.md', () => {
  it('is the one the imports draw (npm run docs:module-graph writes it again)', () => {
    expect(documentedGraph()).toBe(moduleGraphText());
  });

  it('draws the edges the imports make', () => {
    const edges = moduleEdges();
    // bookings reaches court time through '#server/modules/court-time/…'.
    expect(edges.get('bookings')).toContain('court-time');
    // Court time and money serve features and import none of them: at most other platform
    // modules (court time reads a club's clock and hours through clubs).
    for (const service of ['court-time', 'payments'])
      for (const target of edges.get(service) ?? []) expect(platformModules).toContain(target);
  });
});

import { describe, expect, it } from 'vitest';
import { documentedGraph, moduleEdges, moduleGraphText } from './module-graph.js';

describe('the module graph in docs/decisions.md', () => {
  it('is the one the imports draw (npm run docs:module-graph writes it again)', () => {
    expect(documentedGraph()).toBe(moduleGraphText());
  });

  it('draws the edges the imports make', () => {
    const edges = moduleEdges();
    // bookings reaches court time through '#server/modules/court-time/…'.
    expect(edges.get('bookings')).toContain('court-time');
    // Court time and money serve features and import none of them.
    expect([...(edges.get('court-time') ?? [])]).toEqual([]);
    const platform = ['court-time', 'payments', 'notifications', 'uploads', 'users', 'clubs'];
    for (const target of edges.get('payments') ?? []) expect(platform).toContain(target);
  });
});

import { describe, expect, it } from 'vitest';
import { pushGroupOf, pushGroups, pushKinds, pushKindsOf } from './push.js';

describe('push groups', () => {
  it('puts every kind in exactly one group, and no group is empty', () => {
    const grouped = pushGroups.flatMap((group) => pushKindsOf(group));
    expect([...grouped].sort()).toEqual([...pushKinds].sort());
    for (const group of pushGroups) expect(pushKindsOf(group).length).toBeGreaterThan(0);
  });

  it('switches results apart from the rest of a match, and chat on its own', () => {
    expect(pushGroupOf('match_result_recorded')).toBe('results');
    expect(pushGroupOf('match_request_received')).toBe('matches');
    expect(pushGroupOf('chat_message')).toBe('chat');
    expect(pushGroupOf('social_place_free')).toBe('activities');
    expect(pushGroupOf('club_booking_made')).toBe('club');
    expect(pushKindsOf('chat')).toEqual(['chat_message']);
  });
});

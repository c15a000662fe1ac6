import type { ClubPlans } from '@courtside/shared';

export type Plan = ClubPlans['plans'][number];

/**
 * Where the player stands with a plan: its member (or paying for it), a member of another of
 * the club's plans (one at a time: no Join), or free to join.
 */
export function standingFor(data: ClubPlans, planId: string) {
  const { membership } = data;
  if (!membership) return { kind: 'free' } as const;
  if (membership.plan.id !== planId) return { kind: 'elsewhere' } as const;
  return { kind: 'member', membership } as const;
}

export type PlanStanding = ReturnType<typeof standingFor>;

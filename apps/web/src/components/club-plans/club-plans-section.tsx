import { useState } from 'react';
import type { ClubPlans, CourtDetail } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { JoinPlanDialog } from './join-plan-dialog';
import { PlanCard } from './plan-card';
import { standingFor, type Plan } from './plan-standing';
import styles from './section.module.css';

interface ClubPlansSectionProps {
  /** The club's plans and the player's membership there, as its page has read them. */
  plans: ClubPlans;
  /** The club's courts, to name those a member price is limited to. */
  courts: readonly CourtDetail[];
  /** The club's time zone, whose country reads the wallet's phone. */
  clubTimeZone: string;
}

/**
 * A club's memberships on its page: each plan a player may join, with its price per period,
 * what members get, and Join, or the player's own membership where they hold one. Nothing at
 * all for a club without plans.
 */
export function ClubPlansSection({ plans, courts, clubTimeZone }: ClubPlansSectionProps) {
  const { t } = useTranslation();
  const [joining, setJoining] = useState<Plan | null>(null);
  if (plans.plans.length === 0) return null;
  const courtNames = new Map(courts.map((court) => [court.id, court.name]));
  return (
    <section className={styles.section} aria-labelledby="club-plans-title">
      <h2 id="club-plans-title" className={styles.title}>
        {t('memberships.player.section')}
      </h2>
      <ul className={styles.plans}>
        {plans.plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              standing={standingFor(plans, plan.id)}
              courtNames={courtNames}
              onJoin={() => setJoining(plan)}
            />
          </li>
        ))}
      </ul>
      <JoinPlanDialog
        // Once the player holds the plan (paid in coins, or to pay in cash) the dialog is done.
        plan={joining && standingFor(plans, joining.id).kind === 'free' ? joining : null}
        clubTimeZone={clubTimeZone}
        onClose={() => setJoining(null)}
      />
    </section>
  );
}

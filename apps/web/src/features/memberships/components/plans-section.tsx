import { useState } from 'react';
import type { MyClub, Plan } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { addIcon } from '@/components/icons/add';
import { loyaltyIcon } from '@/components/icons/loyalty';
import { openedLazily } from '@/components/opened-lazily';
import { QueryGate } from '@/components/query-gate';
import { useClubPlans } from '../api/club-plans';
import { PlanCard } from './plan-card';
import styles from './cards.module.css';

// The form loads when it is first opened: most visits only read the plans.
const PlanFormDialog = openedLazily(
  async () => (await import('./plan-form-dialog')).PlanFormDialog,
);

/** The plan being written: a new one, or one that exists. */
type Editing = { plan: Plan | null } | null;

/** The club's plans, a new one, and each one's edit and archive. */
export function PlansSection({ club }: { club: MyClub | undefined }) {
  const { t } = useTranslation();
  const plans = useClubPlans();
  const [editing, setEditing] = useState<Editing>(null);
  // A plan's price is typed in the club's currency: the form waits for the club.
  const create = (
    <Button
      variant="contained"
      startIcon={<Icon path={addIcon} />}
      disabled={!club}
      onClick={() => setEditing({ plan: null })}
    >
      {t('memberships.owner.newPlan')}
    </Button>
  );
  return (
    <div className={styles.section}>
      <p className={styles.intro}>{t('memberships.owner.intro')}</p>
      <QueryGate query={plans} skeleton={<CardListSkeleton photoSize={0} rows={3} />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<Icon path={loyaltyIcon} />}
              title={t('memberships.owner.empty')}
              message={t('memberships.owner.emptyHint')}
              action={create}
            />
          ) : (
            <div className={styles.section}>
              {create}
              <ul aria-label={t('memberships.owner.plans')} className={styles.list}>
                {list.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} onEdit={() => setEditing({ plan })} />
                ))}
              </ul>
            </div>
          )
        }
      </QueryGate>
      {club && (
        <PlanFormDialog
          open={editing !== null}
          plan={editing?.plan ?? null}
          courts={club.courts}
          currency={club.currency}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import LoyaltyRounded from '@mui/icons-material/LoyaltyRounded';
import type { MyClub, Plan } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { openedLazily } from '@/components/opened-lazily';
import { QueryGate } from '@/components/query-gate';
import { useClubPlans } from '../api/club-plans';
import { PlanCard } from './plan-card';

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
      startIcon={<AddRounded />}
      disabled={!club}
      onClick={() => setEditing({ plan: null })}
    >
      {t('memberships.owner.newPlan')}
    </Button>
  );
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('memberships.owner.intro')}
      </Typography>
      <QueryGate query={plans} skeleton={<CardListSkeleton photoSize={0} rows={3} />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<LoyaltyRounded />}
              title={t('memberships.owner.empty')}
              message={t('memberships.owner.emptyHint')}
              action={create}
            />
          ) : (
            <Stack spacing={2}>
              {create}
              <Stack
                component="ul"
                spacing={1.5}
                aria-label={t('memberships.owner.plans')}
                sx={{ padding: 0, margin: 0, listStyle: 'none' }}
              >
                {list.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} onEdit={() => setEditing({ plan })} />
                ))}
              </Stack>
            </Stack>
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
    </Stack>
  );
}

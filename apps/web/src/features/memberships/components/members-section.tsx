import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import type { MyClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { openedLazily } from '@/components/opened-lazily';
import { QueryGate } from '@/components/query-gate';
import { useClubMembers } from '../api/club-members';
import { useClubPlans } from '../api/club-plans';
import { MemberCard } from './member-card';

// The form loads when it is first opened.
const GiveMembershipDialog = openedLazily(
  async () => (await import('./give-membership-dialog')).GiveMembershipDialog,
);

/** The club's memberships, newest first, and a plan given at the desk. */
export function MembersSection({ club }: { club: MyClub | undefined }) {
  const { t } = useTranslation();
  const members = useClubMembers();
  const plans = useClubPlans().data ?? [];
  const [giving, setGiving] = useState(false);
  return (
    <Stack spacing={2}>
      <Button
        variant="contained"
        startIcon={<PersonAddRounded />}
        disabled={plans.length === 0}
        onClick={() => setGiving(true)}
      >
        {t('memberships.owner.give')}
      </Button>
      {plans.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('memberships.owner.giveNeedsPlan')}
        </Typography>
      )}
      <QueryGate query={members} skeleton={<CardListSkeleton photoSize={0} rows={3} />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<GroupsRounded />}
              title={t('memberships.owner.noMembers')}
              message={t('memberships.owner.noMembersHint')}
            />
          ) : (
            <Stack
              component="ul"
              spacing={1.5}
              aria-label={t('memberships.owner.members')}
              sx={{ padding: 0, margin: 0, listStyle: 'none' }}
            >
              {list.map((membership) => (
                <MemberCard
                  key={membership.id}
                  membership={membership}
                  timeZone={club?.timeZone ?? 'UTC'}
                />
              ))}
            </Stack>
          )
        }
      </QueryGate>
      <GiveMembershipDialog open={giving} plans={plans} onClose={() => setGiving(false)} />
    </Stack>
  );
}

import { useState } from 'react';
import type { MyClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { groupsIcon } from '@/components/icons/groups';
import { personAddIcon } from '@/components/icons/person-add';
import { openedLazily } from '@/components/opened-lazily';
import { QueryGate } from '@/components/query-gate';
import { useClubMembers } from '../api/club-members';
import { useClubPlans } from '../api/club-plans';
import { MemberCard } from './member-card';
import styles from './cards.module.css';

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
    <div className={styles.section}>
      <Button
        variant="contained"
        startIcon={<Icon path={personAddIcon} />}
        disabled={plans.length === 0}
        onClick={() => setGiving(true)}
      >
        {t('memberships.owner.give')}
      </Button>
      {plans.length === 0 && <p className={styles.intro}>{t('memberships.owner.giveNeedsPlan')}</p>}
      <QueryGate query={members} skeleton={<CardListSkeleton photoSize={0} rows={3} />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<Icon path={groupsIcon} />}
              title={t('memberships.owner.noMembers')}
              message={t('memberships.owner.noMembersHint')}
            />
          ) : (
            <ul aria-label={t('memberships.owner.members')} className={styles.list}>
              {list.map((membership) => (
                <MemberCard
                  key={membership.id}
                  membership={membership}
                  timeZone={club?.timeZone ?? 'UTC'}
                />
              ))}
            </ul>
          )
        }
      </QueryGate>
      <GiveMembershipDialog open={giving} plans={plans} onClose={() => setGiving(false)} />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { badgeIcon } from '@/components/icons/badge';
import { personAddIcon } from '@/components/icons/person-add';
import { QueryGate } from '@/components/query-gate';
import { useClubStaff } from '../api/club-staff';
import { AddStaffDialog } from '../components/add-staff-dialog';
import { StaffLog } from '../components/staff-log';
import { StaffMemberCard } from '../components/staff-member-card';
import styles from './staff-screen.module.css';

/** The owner's staff screen: who works at the club, in what role, and what they changed lately. */
export function StaffScreen() {
  const { t } = useTranslation();
  const staff = useClubStaff();
  const [adding, setAdding] = useState(false);
  return (
    <div className={styles.screen}>
      <p className={styles.intro}>{t('staff.intro')}</p>
      <Button
        variant="contained"
        startIcon={<Icon path={personAddIcon} />}
        onClick={() => setAdding(true)}
      >
        {t('staff.add')}
      </Button>
      <QueryGate query={staff} skeleton={<CardListSkeleton photoSize={0} rows={3} />}>
        {({ members, log }) => (
          <div className={styles.loaded}>
            {members.length === 0 ? (
              <EmptyState
                icon={<Icon path={badgeIcon} />}
                title={t('staff.empty')}
                message={t('staff.emptyHint')}
              />
            ) : (
              <ul aria-label={t('staff.members')} className={styles.members}>
                {members.map((member) => (
                  <StaffMemberCard key={member.userId} member={member} />
                ))}
              </ul>
            )}
            <section aria-labelledby="staff-log-title" className={styles.log}>
              <h2 id="staff-log-title" className={styles.logTitle}>
                {t('staff.logTitle')}
              </h2>
              <StaffLog entries={log} />
            </section>
          </div>
        )}
      </QueryGate>
      <AddStaffDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

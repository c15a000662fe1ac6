import { useState } from 'react';
import type { StaffMember, StaffRole } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Chip } from '@/components/chip';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useRemoveStaff } from '../api/remove-staff';
import { useSetStaffRole } from '../api/set-staff-role';
import styles from './staff-member-card.module.css';

/** The other role, which the owner can give with one tap. */
const otherRole = (role: StaffRole): StaffRole => (role === 'manager' ? 'front_desk' : 'manager');

/** One member of staff: who, in what role, and the owner's two changes (role, taking them off). */
export function StaffMemberCard({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const toast = useToast();
  const setRole = useSetStaffRole();
  const remove = useRemoveStaff();
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) =>
    toast.show({ message: refusalMessage(error, t('staff.failed')), severity: 'error' });
  const next = otherRole(member.role);
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <div className={styles.who}>
          <h2 className={styles.name}>{member.name}</h2>
          <p className={styles.username}>
            <bdi>@{member.username}</bdi>
          </p>
        </div>
        <Chip tone="brand" label={t(`staff.roles.${member.role}`)} />
      </div>
      <div className={styles.actions}>
        <Button
          variant="outlined"
          size="small"
          loading={setRole.isPending}
          onClick={() => setRole.mutate({ userId: member.userId, role: next }, { onError: failed })}
          className={styles.action}
        >
          {t(`staff.makeRole.${next}`)}
        </Button>
        <Button
          variant="outlined"
          size="small"
          danger
          onClick={() => setConfirming(true)}
          className={styles.action}
        >
          {t('staff.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('staff.removeTitle', { name: member.name })}
        message={t('staff.removeMessage')}
        confirmLabel={t('staff.remove')}
        keepLabel={t('common.cancel')}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(member.userId, {
            onError: failed,
            onSettled: () => setConfirming(false),
          })
        }
        onKeep={() => setConfirming(false)}
      />
    </li>
  );
}

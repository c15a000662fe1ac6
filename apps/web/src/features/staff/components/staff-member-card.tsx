import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffMember, StaffRole } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useRemoveStaff } from '../api/remove-staff';
import { useSetStaffRole } from '../api/set-staff-role';

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
    <Card component="li" variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Stack sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="subtitle1" component="h2" noWrap>
                {member.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                <bdi>@{member.username}</bdi>
              </Typography>
            </Stack>
            <Chip size="small" color="primary" label={t(`staff.roles.${member.role}`)} />
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              size="small"
              loading={setRole.isPending}
              onClick={() =>
                setRole.mutate({ userId: member.userId, role: next }, { onError: failed })
              }
              sx={{ flex: 1 }}
            >
              {t(`staff.makeRole.${next}`)}
            </Button>
            <Button
              variant="outlined"
              size="small"
              color="error"
              onClick={() => setConfirming(true)}
              sx={{ flex: 1 }}
            >
              {t('staff.remove')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
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
    </Card>
  );
}

import { Controller } from 'react-hook-form';
import type { AdminClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/components/radio-group';
import { VisuallyHidden } from '@/components/visually-hidden';
import { isolated } from '@/lib/bidi';
import { useSuspendClub } from '../api/suspend-club';
import { ReasonDialog } from './reason-dialog';

interface SuspendDialogProps {
  club: AdminClub;
  open: boolean;
  onClose: () => void;
}

/**
 * Suspending a club: why (told to its owner and players), and whether its future bookings
 * are kept or cancelled with full refunds.
 */
export function SuspendDialog({ club, open, onClose }: SuspendDialogProps) {
  const { t } = useTranslation();
  const suspend = useSuspendClub(club.id);
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('admin.suspendTitle', { name: isolated(club.name) })}
      hint={t('admin.suspendHint')}
      submitLabel={t('admin.suspend')}
      schema="suspendClubBodySchema"
      defaultValues={{ futureBookings: 'keep' as 'keep' | 'cancel', reason: '' }}
      reasonRequired
      busy={suspend.isPending}
      send={async (body) => {
        const { cancelledBookings } = await suspend.mutateAsync(body);
        return t('admin.suspendedDone', { count: cancelledBookings });
      }}
    >
      {(control) => (
        <Controller
          control={control}
          name="futureBookings"
          render={({ field }) => (
            <RadioGroup
              label={<VisuallyHidden>{t('admin.futureBookings')}</VisuallyHidden>}
              options={[
                { value: 'keep', label: t('admin.keepBookings') },
                { value: 'cancel', label: t('admin.cancelBookings') },
              ]}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </ReasonDialog>
  );
}

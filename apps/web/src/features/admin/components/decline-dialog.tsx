import type { ClubApplication } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useDeclineApplication } from '../api/decline-application';
import { ReasonDialog } from './reason-dialog';

interface DeclineDialogProps {
  application: ClubApplication;
  open: boolean;
  onClose: () => void;
}

/** Declining an application, with the reason the applicant is sent. */
export function DeclineDialog({ application, open, onClose }: DeclineDialogProps) {
  const { t } = useTranslation();
  const decline = useDeclineApplication(application.id);
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('admin.declineTitle', { name: application.clubName })}
      hint={t('admin.declineHint')}
      submitLabel={t('admin.decline')}
      schema="declineApplicationBodySchema"
      defaultValues={{ reason: '' }}
      busy={decline.isPending}
      send={async (body) => {
        await decline.mutateAsync(body);
        return t('admin.declinedDone');
      }}
    />
  );
}

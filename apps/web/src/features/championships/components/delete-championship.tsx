import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { deleteIcon } from '@/components/icons/delete';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { useAlertDialog } from '@/lib/alerts';
import { paths } from '@/lib/paths';
import { useDeleteChampionship } from '../api/delete-championship';

/** SPEC 2 Delete: asks first, then returns to the parent route. */
export function DeleteChampionship({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlertDialog();
  const remove = useDeleteChampionship();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => void navigate(paths.championshipRequest, { replace: true }),
      onError: () => {
        setAsking(false);
        alerts.show({
          kind: 'error',
          title: t('championships.deleteFailed'),
          message: t('championships.tryLater'),
        });
      },
    });
  return (
    <>
      <Button
        danger
        variant="outlined"
        startIcon={<Icon path={deleteIcon} />}
        onClick={() => setAsking(true)}
      >
        {t('championships.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('championships.deleteTitle')}
        message={t('championships.deleteMessage', { name })}
        confirmLabel={t('championships.delete')}
        keepLabel={t('championships.cancel')}
        destructive
        busy={remove.isPending}
        onConfirm={confirm}
        onKeep={() => setAsking(false)}
      />
    </>
  );
}

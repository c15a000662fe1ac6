import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/lib/alerts';
import { paths } from '@/lib/paths';
import { useDeleteChampionship } from '../api/championship-changes';

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
        color="error"
        variant="outlined"
        startIcon={<DeleteRounded />}
        onClick={() => setAsking(true)}
      >
        {t('championships.delete')}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        aria-labelledby="delete-championship-title"
      >
        <DialogTitle id="delete-championship-title">{t('championships.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('championships.deleteMessage', { name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('championships.cancel')}</Button>
          <Button color="error" variant="contained" loading={remove.isPending} onClick={confirm}>
            {t('championships.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

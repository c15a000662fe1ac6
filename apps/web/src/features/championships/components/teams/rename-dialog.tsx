import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useRenameTeam } from '../../api/rename-team';

/** The captain gives the team a new name, 1 to 40 characters. */
export function RenameDialog({
  championshipId,
  team,
  onClose,
}: {
  championshipId: string;
  team: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const toast = useToast();
  const rename = useRenameTeam(championshipId);
  const [name, setName] = useState(team.name);
  const save = () =>
    rename.mutate(
      { teamId: team.id, name: name.trim() },
      {
        onSuccess: () => {
          toast.show({ message: t('championshipTeams.renamed'), severity: 'success' });
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{t('championshipTeams.renameTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('championshipTeams.teamName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 40 } }}
          fullWidth
          sx={{ mt: 1 }}
        />
        {rename.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusalMessage(rename.error, t('championships.tryLater'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('championships.season.cancel')}</Button>
        <Button
          variant="contained"
          loading={rename.isPending}
          disabled={name.trim() === ''}
          onClick={save}
        >
          {t('championshipTeams.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useAddTeamMember } from '../../api/add-team-member';
import { PlayedWithChoices } from './played-with-choices';

/**
 * The captain adds a player: someone they played with in one tap, or by the phone of their
 * account (the championship's age and gender rules then apply to both), or by name only for
 * someone without one.
 */
export function AddPlayerDialog({
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
  const add = useAddTeamMember(championshipId);
  const [byName, setByName] = useState(false);
  const [value, setValue] = useState('');
  const typed = value.trim();
  const added = {
    onSuccess: () => {
      toast.show({ message: t('championshipTeams.added'), severity: 'success' });
      onClose();
    },
  };
  const save = () =>
    add.mutate(
      byName ? { teamId: team.id, name: typed } : { teamId: team.id, phone: typed },
      added,
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{t('championshipTeams.addTitle', { team: team.name })}</DialogTitle>
      <DialogContent>
        {!byName && (
          <PlayedWithChoices
            disabled={add.isPending}
            onPick={(userId) => add.mutate({ teamId: team.id, userId }, added)}
          />
        )}
        <DialogContentText sx={{ mb: 2 }}>
          {t(byName ? 'championshipTeams.nameHint' : 'championshipTeams.phoneHint')}
        </DialogContentText>
        <FormControlLabel
          control={<Switch checked={byName} onChange={(_, checked) => setByName(checked)} />}
          label={t('championshipTeams.nameOnly')}
        />
        <TextField
          key={byName ? 'name' : 'phone'}
          label={t(byName ? 'championshipTeams.name' : 'championshipTeams.phone')}
          type={byName ? 'text' : 'tel'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ htmlInput: { maxLength: byName ? 80 : 40 } }}
          fullWidth
          sx={{ mt: 2 }}
        />
        {add.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusalMessage(add.error, t('championships.tryLater'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('championships.season.cancel')}</Button>
        <Button variant="contained" loading={add.isPending} disabled={typed === ''} onClick={save}>
          {t('championshipTeams.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

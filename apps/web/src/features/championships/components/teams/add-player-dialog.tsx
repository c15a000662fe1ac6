import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/dialog';
import { Switch } from '@/components/switch';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useAddTeamMember } from '../../api/add-team-member';
import { PlayedWithChoices } from './played-with-choices';
import styles from './teams.module.css';

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
    <Dialog open onClose={onClose}>
      <DialogTitle>{t('championshipTeams.addTitle', { team: team.name })}</DialogTitle>
      <DialogContent>
        <div className={styles.fields}>
          {!byName && (
            <PlayedWithChoices
              disabled={add.isPending}
              onPick={(userId) => add.mutate({ teamId: team.id, userId }, added)}
            />
          )}
          <DialogDescription>
            {t(byName ? 'championshipTeams.nameHint' : 'championshipTeams.phoneHint')}
          </DialogDescription>
          <Switch label={t('championshipTeams.nameOnly')} checked={byName} onChange={setByName} />
          <TextField
            key={byName ? 'name' : 'phone'}
            label={t(byName ? 'championshipTeams.name' : 'championshipTeams.phone')}
            type={byName ? 'text' : 'tel'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={byName ? 80 : 40}
          />
          {add.isError && (
            <Alert severity="error">{refusalMessage(add.error, t('championships.tryLater'))}</Alert>
          )}
        </div>
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

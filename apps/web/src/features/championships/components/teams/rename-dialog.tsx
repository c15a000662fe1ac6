import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useRenameTeam } from '../../api/rename-team';
import styles from './teams.module.css';

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
    <Dialog open onClose={onClose}>
      <DialogTitle>{t('championshipTeams.renameTitle')}</DialogTitle>
      <DialogContent>
        <div className={styles.fieldFirst}>
          <TextField
            label={t('championshipTeams.teamName')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={40}
          />
          {rename.isError && (
            <Alert severity="error">
              {refusalMessage(rename.error, t('championships.tryLater'))}
            </Alert>
          )}
        </div>
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

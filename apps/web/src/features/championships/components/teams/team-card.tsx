import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChampionshipSeason, TeamMember } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/lib/api-client';
import { useRemoveTeamMember } from '../../api/remove-team-member';

// A captain's dialogs, loaded when opened: most readers of a team are not its captain.
const AddPlayerDialog = lazy(async () => ({
  default: (await import('./add-player-dialog')).AddPlayerDialog,
}));
const RenameDialog = lazy(async () => ({
  default: (await import('./rename-dialog')).RenameDialog,
}));

type Team = ChampionshipSeason['teams'][number];

/** One player of the roster: a captain may take them off; the player may leave. */
function MemberRow({
  member,
  action,
  onAction,
}: {
  member: TeamMember;
  action: 'remove' | 'leave' | null;
  onAction: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 40 }}>
      <Typography variant="body2" sx={{ flex: 1 }}>
        {member.name}
        {member.userId === null && (
          <Typography component="span" variant="caption" color="text.secondary">
            {` (${t('championshipTeams.byName')})`}
          </Typography>
        )}
      </Typography>
      {action === 'remove' && (
        <Button
          size="small"
          onClick={onAction}
          aria-label={t('championshipTeams.removeNamed', { name: member.name })}
        >
          {t('championshipTeams.remove')}
        </Button>
      )}
      {action === 'leave' && (
        <Button size="small" onClick={onAction}>
          {t('championshipTeams.leave')}
        </Button>
      )}
    </Stack>
  );
}

type Open = 'rename' | 'add' | null;

/** A team with its roster; its captain's buttons to rename it and add players. */
export function TeamCard({
  championshipId,
  team,
  readerId,
}: {
  championshipId: string;
  team: Team;
  readerId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const remove = useRemoveTeamMember(championshipId);
  const isCaptain = team.captainId === readerId;
  const actionOn = (member: TeamMember) => {
    if (isCaptain) return 'remove';
    return member.userId === readerId ? 'leave' : null;
  };
  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {team.name}
        {isCaptain && ` (${t('championships.season.yourTeam')})`}
      </Typography>
      {team.members.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('championshipTeams.noPlayers')}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {team.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              action={actionOn(member)}
              onAction={() => remove.mutate({ teamId: team.id, memberId: member.id })}
            />
          ))}
        </Stack>
      )}
      {remove.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusalMessage(remove.error, t('championships.tryLater'))}
        </Alert>
      )}
      {isCaptain && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" variant="outlined" onClick={() => setOpen('add')}>
            {t('championshipTeams.add')}
          </Button>
          <Button size="small" onClick={() => setOpen('rename')}>
            {t('championshipTeams.rename')}
          </Button>
        </Stack>
      )}
      <Suspense fallback={null}>
        {open === 'rename' && (
          <RenameDialog championshipId={championshipId} team={team} onClose={() => setOpen(null)} />
        )}
        {open === 'add' && (
          <AddPlayerDialog
            championshipId={championshipId}
            team={team}
            onClose={() => setOpen(null)}
          />
        )}
      </Suspense>
    </ListItem>
  );
}

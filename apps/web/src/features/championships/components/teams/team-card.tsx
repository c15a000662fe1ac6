import { lazy, Suspense, useState } from 'react';
import type { ChampionshipSeason, TeamMember } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { refusalMessage } from '@/lib/api-client';
import { useRemoveTeamMember } from '../../api/remove-team-member';
import styles from './teams.module.css';

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
    <li className={styles.member}>
      <p className={styles.memberName}>
        {member.name}
        {member.userId === null && (
          <span className={styles.byName}>{` (${t('championshipTeams.byName')})`}</span>
        )}
      </p>
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
    </li>
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
    <li className={styles.team}>
      <h3 className={styles.teamName}>
        {team.name}
        {isCaptain && ` (${t('championships.season.yourTeam')})`}
      </h3>
      {team.members.length === 0 ? (
        <p className={styles.noPlayers}>{t('championshipTeams.noPlayers')}</p>
      ) : (
        <ul className={styles.members}>
          {team.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              action={actionOn(member)}
              onAction={() => remove.mutate({ teamId: team.id, memberId: member.id })}
            />
          ))}
        </ul>
      )}
      {remove.isError && (
        <div className={styles.refused}>
          <Alert severity="error">
            {refusalMessage(remove.error, t('championships.tryLater'))}
          </Alert>
        </div>
      )}
      {isCaptain && (
        <div className={styles.captain}>
          <Button size="small" variant="outlined" onClick={() => setOpen('add')}>
            {t('championshipTeams.add')}
          </Button>
          <Button size="small" onClick={() => setOpen('rename')}>
            {t('championshipTeams.rename')}
          </Button>
        </div>
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
    </li>
  );
}

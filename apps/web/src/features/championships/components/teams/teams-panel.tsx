import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/lib/session';
import { useChampionshipSeason } from '../../api/championship-season';
import { Section } from '../season/season-sections';
import { TeamCard } from './team-card';
import styles from './teams.module.css';

/**
 * A drawn championship's teams and their rosters on its page: a captain manages their own
 * team's name and players, a player may leave a team, everyone else reads the names.
 */
export function TeamsPanel({ championshipId }: { championshipId: string }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  // The season's own query: its page reads it already, and it is kept live.
  const season = useChampionshipSeason(championshipId);
  if (!season.data) return null;
  return (
    <Section title={t('championshipTeams.title')}>
      <ul className={styles.teams}>
        {season.data.teams.map((team) => (
          <TeamCard key={team.id} championshipId={championshipId} team={team} readerId={user.id} />
        ))}
      </ul>
    </Section>
  );
}

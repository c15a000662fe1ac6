import { useParams } from 'react-router';
import type { SocialDetail } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ChatSection } from '@/components/chat/chat-section';
import { QueryGate } from '@/components/query-gate';
import { ShareLinkButton } from '@/components/share-link-button';
import { socialNightPath } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useNight } from '../api/night-details';
import { Leaderboard } from '../components/leaderboard';
import { MyGame } from '../components/my-game';
import { roundOf } from '../components/names';
import { NightCard } from '../components/night-card';
import { PlaceActions, RunActions } from '../components/night-actions';
import { RoundGames } from '../components/round-games';
import styles from './social-night-screen.module.css';

/**
 * One night: before it starts, the places; while it is played, the reader's court, partner
 * and opponents, every court of the round and the leaderboard, all kept live by the
 * notification stream (a round drawn or points entered anywhere shows here at once); then the
 * night's chat, for its players, those in line and its club's owner.
 */
export function SocialNightScreen() {
  const { id = '' } = useParams();
  return (
    <QueryGate query={useNight(id)} skeleton={<CardListSkeleton photoSize={0} rows={3} />}>
      {(night) => <Night night={night} />}
    </QueryGate>
  );
}

function Night({ night }: { night: SocialDetail }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { games, mine } = roundOf(night, user.id);
  const resting = night.status === 'playing' && night.resting.includes(user.id);
  return (
    <div className={styles.night}>
      <NightCard night={night}>
        <PlaceActions night={night} />
      </NightCard>
      {night.status === 'open' && (
        <ShareLinkButton path={socialNightPath(night.id)} title={night.clubName} />
      )}
      <RunActions night={night} />
      {night.status === 'playing' && mine && (
        <MyGame key={mine.id} night={night} game={mine} userId={user.id} />
      )}
      {resting && <Alert severity="info">{t('socials.youRest')}</Alert>}
      {night.round > 0 && <RoundGames night={night} games={games} />}
      {night.round > 0 && <Leaderboard night={night} userId={user.id} />}
      <ChatSection base={`/user/social/night/${encodeURIComponent(night.id)}`} />
    </div>
  );
}

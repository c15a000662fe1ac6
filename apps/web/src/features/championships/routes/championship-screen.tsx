import { useParams } from 'react-router';
import type { Championship } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ChatSection } from '@/components/chat/chat-section';
import { QueryGate } from '@/components/query-gate';
import { ShareLinkButton } from '@/components/share-link-button';
import { championshipDetailsPath, championshipPagePath } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session';
import { useChampionshipDetails } from '../api/championship-details';
import {
  championshipQueryOf,
  parseChampionshipQuery,
  type ChampionshipQuery,
} from '../championship-query';
import { Entry } from '../components/championship-entry';
import { ChampionshipSummary } from '../components/championship-summary';
import { SeasonPanel } from '../components/season/season-panel';
import { TeamsPanel } from '../components/teams/teams-panel';
import { useLiveSeason } from '../use-live-season';
import styles from './screens.module.css';

/**
 * A championship's page, the one its link shares: what it is, where the reader's application
 * stands (apply, waiting, pay, in), and its chat for the players the club accepted, those
 * waiting for an answer and the club's owner. Its owner goes on to the requests from here.
 * Its season is live for everyone looking, whatever their part.
 */
export function ChampionshipScreen() {
  const { id = '' } = useParams();
  return (
    <QueryGate
      query={useChampionshipDetails(id)}
      skeleton={<CardListSkeleton photoSize={0} rows={2} />}
    >
      {(championship) => <ChampionshipPage championship={championship} />}
    </QueryGate>
  );
}

function ChampionshipPage({ championship }: { championship: Championship }) {
  const user = useSignedInUser();
  const shown = parseChampionshipQuery(
    new URLSearchParams(championshipQueryOf(championship, user.id)),
  )!;
  const isOwner = championship.club.user.id === user.id;
  useLiveSeason(championship.id);
  return (
    <div className={styles.column}>
      <ChampionshipSummary championship={shown} />
      {isOwner ? (
        <OwnerLink id={championship.id} />
      ) : (
        <PlayerEntry championship={shown} started={Date.parse(championship.from) <= Date.now()} />
      )}
      <SeasonPanel championship={championship} />
      <TeamsPanel championshipId={championship.id} />
      <ShareLinkButton path={championshipPagePath(championship.id)} title={championship.name} />
      <ChatSection base={`/user/champion/${encodeURIComponent(championship.id)}`} />
    </div>
  );
}

function OwnerLink({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to={championshipDetailsPath(id)} variant="contained">
      {t('championships.manage')}
    </ButtonLink>
  );
}

/**
 * The reader's application, remounted when the championship is read again so that the club's
 * answer (or a payment) shows as it arrives. Once it has started, no one applies.
 */
function PlayerEntry({
  championship,
  started,
}: {
  championship: ChampionshipQuery;
  started: boolean;
}) {
  const { t } = useTranslation();
  if (championship.status === 'none' && started)
    return <Alert severity="info">{t('championships.entriesClosed')}</Alert>;
  return <Entry key={championship.status} championship={championship} />;
}

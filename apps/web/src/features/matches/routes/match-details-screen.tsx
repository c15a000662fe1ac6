import type { AuthResponse, Match } from '@courtside/shared';
import { emptySeatCount } from '@courtside/shared/rules';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ChatSection } from '@/components/chat/chat-section';
import { ErrorState } from '@/components/error-state';
import { LazyPushOffer } from '@/components/lazy-push-offer';
import { ShareLinkButton } from '@/components/share-link-button';
import { Spinner } from '@/components/spinner';
import { matchDetailsPath } from '@/lib/paths';
import { usePaymentReturn } from '@/lib/checkout';
import { useSignedInUser } from '@/lib/session';
import { useMatch } from '../api/match-details';
import { LevelWarning, MatchFacts } from '../components/match-facts';
import { MatchResultSection } from '../components/match-result-section';
import { seatHolders } from '../components/match-when';
import { OwnerActions } from '../components/owner-actions';
import { PartnerAnswers } from '../components/partner-answers';
import { ShareActions } from '../components/share-actions';
import { askNaming, PartnerAsk } from '../components/partner-ask';
import styles from '../components/match-parts.module.css';

// The join forms (react-hook-form, the phone field) load with the match's answer, below its
// facts, so that the page paints without them.
const JoinForm = lazy(async () => ({
  default: (await import('../components/join-form')).JoinForm,
}));
const TakeSeatForm = lazy(async () => ({
  default: (await import('../components/take-seat-form')).TakeSeatForm,
}));

/**
 * What a player who does not organize the match may do: answer an ask, wait, or join (ask to,
 * or take a seat and pay at once in a match open to join).
 */
function PlayerActions({ match, user }: { match: Match; user: AuthResponse }) {
  const { t } = useTranslation();
  const ask = askNaming(match, user.id);
  if (ask) return <PartnerAsk match={match} request={ask} userId={user.id} />;
  if (match.myRequest) {
    const mine = match.request.find((request) => request.user.id === user.id);
    return (
      <div className={styles.column}>
        <Alert severity="info">{t(`matches.myRequest.${match.myRequest}`)}</Alert>
        {mine?.isConfirmed === null && <PartnerAnswers partners={mine.partners} />}
      </div>
    );
  }
  const freeSeats = emptySeatCount(seatHolders(match));
  if (freeSeats === 0) return <Alert severity="info">{t('matches.full')}</Alert>;
  return (
    <>
      <LevelWarning match={match} level={user.padel.padelLevel} />
      <Suspense fallback={<Spinner label={t('matches.joinLoading')} />}>
        {match.openJoin ? (
          <TakeSeatForm match={match} />
        ) : (
          <JoinForm match={match} freeSeats={freeSeats} />
        )}
      </Suspense>
    </>
  );
}

/** Where the signed-in player stands in a match, for what the page offers them. */
function standingIn(match: Match, userId: string) {
  // Once a match has ended, its result takes the place of joining and organizing.
  const ended = Date.parse(match.end_time) <= Date.now();
  const organizer = match.matchOwner.id === userId;
  const asked = match.myRequest === 'pending' || match.myRequest === 'confirmed';
  return {
    ended,
    organizer,
    // A match for the organizer's starred players is no link to pass on; the organizer
    // shares among their own actions.
    shareable: !ended && !organizer && match.privacy !== 'favorite',
    // Organizing or asking to join, the player now waits for news: the moment to offer push.
    waitsForNews: !ended && (organizer || asked),
  };
}

/**
 * SPEC 2 Match details (find-match/{id}): the match, then the owner's actions, the ask to play
 * as a partner, the player's own request, or the join form; once it has ended, its result;
 * then the match's chat, for those taking part.
 */
export function MatchDetailsScreen() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const match = useMatch(id);
  // A share paid through a hosted checkout comes back here with ?payment=<id>.
  usePaymentReturn('matchShare');
  // Arriving from a long form, the details start at their top.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [id]);

  if (match.isPending) return <CardListSkeleton photoSize={0} rows={2} />;
  if (match.isError)
    return <ErrorState onRetry={() => void match.refetch()} retrying={match.isFetching} />;
  const data = match.data;

  const { ended, organizer, shareable, waitsForNews } = standingIn(data, user.id);
  return (
    <div className={styles.page}>
      <MatchFacts match={data} />
      {waitsForNews && <LazyPushOffer />}
      {shareable && <ShareLinkButton path={matchDetailsPath(data.id)} title={data.club.name} />}
      <ShareActions match={data} userId={user.id} />
      {ended ? (
        <MatchResultSection match={data} />
      ) : organizer ? (
        <OwnerActions match={data} />
      ) : (
        <PlayerActions match={data} user={user} />
      )}
      <ChatSection base={`/user/match/${encodeURIComponent(data.id)}`} />
    </div>
  );
}

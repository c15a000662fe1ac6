import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { emptySeatCount } from '@courtside/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ErrorState } from '@/components/error-state';
import { useSignedInUser } from '@/lib/session';
import { useMatch } from '../api/match-details';
import { JoinForm } from '../components/join-form';
import { LevelWarning, MatchFacts } from '../components/match-facts';
import { seatHolders } from '../components/match-when';
import { OwnerActions } from '../components/owner-actions';

/** SPEC 2 Match details (find-match/{id}): the match, then the owner's actions or the join form. */
export function MatchDetailsScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const match = useMatch(id);
  // Arriving from a long form, the details start at their top.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, [id]);

  if (match.isPending) return <CardListSkeleton photoSize={0} rows={2} />;
  if (match.isError)
    return <ErrorState onRetry={() => void match.refetch()} retrying={match.isFetching} />;
  const data = match.data;
  const freeSeats = emptySeatCount(seatHolders(data));
  const isOwner = data.matchOwner.id === user.id;

  return (
    <Stack spacing={2}>
      <MatchFacts match={data} />
      {isOwner ? (
        <OwnerActions match={data} />
      ) : data.myRequest ? (
        <Alert severity="info">{t(`matches.myRequest.${data.myRequest}`)}</Alert>
      ) : freeSeats === 0 ? (
        <Alert severity="info">{t('matches.full')}</Alert>
      ) : (
        <>
          <LevelWarning match={data} level={user.padel.padelLevel} />
          <JoinForm matchId={data.id} freeSeats={freeSeats} />
        </>
      )}
    </Stack>
  );
}

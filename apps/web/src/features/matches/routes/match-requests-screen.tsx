import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import Button from '@mui/material/Button';
import type { MatchPlayer, MatchRequest } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { matchDetailsPath, paths } from '@/lib/paths';
import { usePhoneFormat } from '@/lib/phone';
import { useSignedInUser } from '@/lib/session';
import { useDecideRequest } from '../api/decide-request';
import { PartnerAnswers, partnersAnswered } from '../components/partner-answers';
import { useMatch } from '../api/match-details';
import { fullName, PlayerAvatar } from '../components/seat-row';

function PersonLine({ player }: { player: MatchPlayer }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <PlayerAvatar player={player} />
      <div>
        <Typography sx={{ fontWeight: 600 }}>{fullName(player)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('matches.playerLevel', { level: player.padelLevel?.toFixed(1) ?? '—' })}
        </Typography>
      </div>
    </Stack>
  );
}

function RequestCard({ request, matchId }: { request: MatchRequest; matchId: string }) {
  const { t } = useTranslation();
  const formatPhone = usePhoneFormat();
  const toast = useToast();
  const decide = useDecideRequest(matchId);
  const answer = (accept: boolean) =>
    decide.mutate(
      { requestId: request.id, accept },
      {
        onError: (error) => {
          const waiting =
            error instanceof ApiError && error.body.code === conflictCodes.PARTNERS_NOT_ANSWERED;
          toast.show({
            message: waiting ? t('matches.partnersWaiting') : error.message,
            severity: 'error',
          });
        },
      },
    );
  const name = fullName(request.user);
  const answered = partnersAnswered(request);
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <PersonLine player={request.user} />
          <Stack direction="row">
            <IconButton
              color="success"
              aria-label={t('matches.accept', { name })}
              onClick={() => answer(true)}
              disabled={decide.isPending || !answered}
            >
              <CheckRounded />
            </IconButton>
            <IconButton
              color="error"
              aria-label={t('matches.reject', { name })}
              onClick={() => answer(false)}
              disabled={decide.isPending}
            >
              <CloseRounded />
            </IconButton>
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <bdi>{formatPhone(request.phone)}</bdi>
        </Typography>
        {request.partners.length > 0 && (
          <Stack spacing={1} sx={{ mt: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('matches.withPartners')}
            </Typography>
            <PartnerAnswers partners={request.partners} />
            {!answered && (
              <Typography variant="body2" color="text.secondary">
                {t('matches.partnersWaiting')}
              </Typography>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** SPEC 2 matches/{id}/request: the owner accepts or rejects the pending requests. */
export function MatchRequestsScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const match = useMatch(id);

  if (match.isPending) return <CardListSkeleton photoSize={0} rows={2} />;
  if (match.isError)
    return <ErrorState onRetry={() => void match.refetch()} retrying={match.isFetching} />;
  if (match.data.matchOwner.id !== user.id) return <Navigate to={paths.matches} replace />;
  return (
    <Stack spacing={2}>
      <Button variant="outlined" onClick={() => void navigate(matchDetailsPath(id))}>
        {t('matches.openDetails')}
      </Button>
      {match.data.request.length === 0 ? (
        <EmptyState icon={<InboxRounded />} title={t('matches.noRequests')} />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('matches.requests')}>
          {match.data.request.map((request) => (
            <RequestCard key={request.id} request={request} matchId={id} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import type { MatchPlayer, MatchRequest } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { IconButton } from '@/components/icon-button';
import { checkIcon } from '@/components/icons/check';
import { closeIcon } from '@/components/icons/close';
import { inboxIcon } from '@/components/icons/inbox';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { matchDetailsPath, paths } from '@/lib/paths';
import { usePhoneFormat } from '@/lib/phone';
import { useSignedInUser } from '@/lib/session';
import { useDecideRequest } from '../api/decide-request';
import { PartnerAnswers, partnersAnswered } from '../components/partner-answers';
import { useMatch } from '../api/match-details';
import { fullName, PlayerAvatar } from '../components/seat-row';
import styles from './match-requests-screen.module.css';

function PersonLine({ player }: { player: MatchPlayer }) {
  const { t } = useTranslation();
  return (
    <div className={styles.person}>
      <PlayerAvatar player={player} />
      <div>
        <p className={styles.name}>{fullName(player)}</p>
        <p className={styles.detail}>
          {t('matches.playerLevel', { level: player.padelLevel?.toFixed(1) ?? '—' })}
        </p>
      </div>
    </div>
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
    <li className={styles.card}>
      <div className={styles.head}>
        <PersonLine player={request.user} />
        <div className={styles.buttons}>
          <IconButton
            icon={checkIcon}
            tone="success"
            aria-label={t('matches.accept', { name })}
            onClick={() => answer(true)}
            disabled={decide.isPending || !answered}
          />
          <IconButton
            icon={closeIcon}
            tone="danger"
            aria-label={t('matches.reject', { name })}
            onClick={() => answer(false)}
            disabled={decide.isPending}
          />
        </div>
      </div>
      <p className={styles.phone}>
        <bdi>{formatPhone(request.phone)}</bdi>
      </p>
      {request.partners.length > 0 && (
        <div className={styles.partners}>
          <p className={styles.withPartners}>{t('matches.withPartners')}</p>
          <PartnerAnswers partners={request.partners} />
          {!answered && <p className={styles.detail}>{t('matches.partnersWaiting')}</p>}
        </div>
      )}
    </li>
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
    <div className={styles.screen}>
      <Button variant="outlined" onClick={() => void navigate(matchDetailsPath(id))}>
        {t('matches.openDetails')}
      </Button>
      {match.data.request.length === 0 ? (
        <EmptyState icon={<Icon path={inboxIcon} />} title={t('matches.noRequests')} />
      ) : (
        <ul className={styles.list} aria-label={t('matches.requests')}>
          {match.data.request.map((request) => (
            <RequestCard key={request.id} request={request} matchId={id} />
          ))}
        </ul>
      )}
    </div>
  );
}

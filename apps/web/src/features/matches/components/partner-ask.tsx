import type { Match, MatchRequest } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useToast } from '@/components/toast';
import { useAnswerPartnerAsk } from '../api/answer-partner-ask';
import { fullName } from './seat-row';
import styles from './match-parts.module.css';

/** The pending request that names the player as a partner, if any. */
export function askNaming(match: Match, userId: string): MatchRequest | undefined {
  return match.request.find(
    (request) =>
      request.isConfirmed === null && request.partners.some((partner) => partner.id === userId),
  );
}

/**
 * A player named as a partner in someone's request to join: they accept to play (and are
 * seated with the requester once the organizer accepts) or decline; afterwards, what they said.
 */
export function PartnerAsk({
  match,
  request,
  userId,
}: {
  match: Match;
  request: MatchRequest;
  userId: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const answer = useAnswerPartnerAsk(match.id);
  const name = fullName(request.user);
  const mine = request.partners.find((partner) => partner.id === userId)!;
  if (mine.answer !== 'pending')
    return <Alert severity="info">{t(`matches.partnerAsk.${mine.answer}`, { name })}</Alert>;
  const send = (accept: boolean) =>
    answer.mutate(
      { requestId: request.id, accept },
      { onError: (error) => toast.show({ message: error.message, severity: 'error' }) },
    );
  return (
    <div className={styles.card}>
      <h2 className={styles.title}>{t('matches.partnerAsk.title', { name })}</h2>
      <p className={styles.lead}>{t('matches.partnerAsk.body')}</p>
      <div className={styles.actionsRow}>
        <Button variant="contained" onClick={() => send(true)} disabled={answer.isPending}>
          {t('matches.partnerAsk.accept')}
        </Button>
        <Button variant="outlined" onClick={() => send(false)} disabled={answer.isPending}>
          {t('matches.partnerAsk.decline')}
        </Button>
      </div>
    </div>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Match, MatchRequest } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useAnswerPartnerAsk } from '../api/answer-partner-ask';
import { fullName } from './seat-row';

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
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('matches.partnerAsk.title', { name })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('matches.partnerAsk.body')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => send(true)} disabled={answer.isPending}>
            {t('matches.partnerAsk.accept')}
          </Button>
          <Button variant="outlined" onClick={() => send(false)} disabled={answer.isPending}>
            {t('matches.partnerAsk.decline')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

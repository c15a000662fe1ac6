import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useAnswerResult } from '../../api/answer-result';
import type { FixtureView } from '../../season-view';
import styles from './season-parts.module.css';

/** Whether `team` plays this fixture, both sides known and no result entered yet. */
function playsOpenFixture(fixture: FixtureView, team: string) {
  const { home, away } = fixture;
  if (home.kind !== 'team' || away.kind !== 'team' || fixture.score) return false;
  return home.id === team || away.id === team;
}

/** A fixture placed on a court has a result once it has ended (the server's rule too). */
const hasEnded = (fixture: FixtureView) =>
  fixture.endsAt === null || Date.now() >= Date.parse(fixture.endsAt);

/**
 * A team captain's buttons under their own team's fixture: its result to propose, or the
 * other captain's proposal to confirm or dispute (then the club decides).
 */
export function CaptainFixtureActions({
  championshipId,
  fixture,
  myTeam,
  onPropose,
}: {
  championshipId: string;
  fixture: FixtureView;
  myTeam: string;
  onPropose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const answer = useAnswerResult(championshipId);
  if (!playsOpenFixture(fixture, myTeam)) return null;
  const { proposal } = fixture;
  if (!proposal) {
    if (!hasEnded(fixture)) return null;
    const label = t('championships.season.result.enter');
    const named = `${label} ${t('championships.season.ofMatch', { number: fixture.number })}`;
    return (
      <div className={styles.buttons}>
        <Button size="small" onClick={onPropose} aria-label={named}>
          {label}
        </Button>
      </div>
    );
  }
  if (proposal.status !== 'pending' || proposal.by === myTeam) return null;
  const send = (verdict: 'confirm' | 'dispute') =>
    answer.mutate(
      { fixtureId: fixture.id, answer: verdict },
      {
        onSuccess: () =>
          toast.show({
            message:
              verdict === 'confirm'
                ? t('championships.season.result.proposal.confirmed')
                : t('championships.season.result.proposal.disputedToast'),
            severity: 'success',
          }),
        onError: (error) =>
          toast.show({
            message: refusalMessage(error, t('championships.tryLater')),
            severity: 'error',
          }),
      },
    );
  const number = { number: fixture.number };
  return (
    <div className={styles.buttons}>
      <Button
        size="small"
        variant="contained"
        loading={answer.isPending && answer.variables?.answer === 'confirm'}
        disabled={answer.isPending}
        onClick={() => send('confirm')}
        aria-label={t('championships.season.result.proposal.confirmNamed', number)}
      >
        {t('championships.season.result.proposal.confirm')}
      </Button>
      <Button
        size="small"
        loading={answer.isPending && answer.variables?.answer === 'dispute'}
        disabled={answer.isPending}
        onClick={() => send('dispute')}
        aria-label={t('championships.season.result.proposal.disputeNamed', number)}
      >
        {t('championships.season.result.proposal.dispute')}
      </Button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { setsText, teamNameOf, type FixtureView } from '../../season-view';
import styles from './fixture-rounds.module.css';

/**
 * Under a fixture whose result a captain proposed, for everyone: it waits for the other
 * captain's confirmation (or, disputed, for the club), and is not in the table yet.
 */
export function ProposalNote({ fixture }: { fixture: FixtureView }) {
  const { t } = useTranslation();
  const { proposal } = fixture;
  if (!proposal || fixture.score) return null;
  const proposed = t('championships.season.result.proposal.proposed', {
    home: teamNameOf(fixture.home),
    homeScore: proposal.score.home,
    away: teamNameOf(fixture.away),
    awayScore: proposal.score.away,
  });
  return (
    <span className={styles.where}>
      {proposal.status === 'pending'
        ? t('championships.season.result.proposal.waiting')
        : t('championships.season.result.proposal.disputed')}
      {` · ${proposed}`}
      {proposal.sets && (
        <>
          {' · '}
          <bdi dir="ltr">{setsText(proposal.sets)}</bdi>
        </>
      )}
    </span>
  );
}

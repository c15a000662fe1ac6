import type { Match } from '@courtside/shared';
import { levelFits, takesEveryLevel } from '@courtside/shared/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { formatPrice } from '@/lib/money';
import { matchDetailsPath, padelLevelPath } from '@/lib/paths';
import { levelRange, matchWhen } from './match-when';
import { SeatRow } from './seat-row';
import styles from './match-parts.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** A match's details: where, when, the court and its price, who may play, the seats. */
export function MatchFacts({ match }: { match: Match }) {
  const { t, i18n } = useTranslation();
  const when = matchWhen(match, i18n.language);
  // The app's one price format: in Arabic the currency code stays in one piece ('US$').
  const money = (amount: number | null) =>
    amount === null || !match.court?.currency ? '—' : formatPrice(amount, match.court.currency);
  return (
    <div className={styles.card}>
      <h2 className={styles.title}>{match.club.name}</h2>
      <dl className={styles.facts}>
        <Fact label={t('matches.when')}>
          {when.day} · <bdi dir="ltr">{when.hours}</bdi>
        </Fact>
        <Fact label={t('matches.court')}>
          {match.court?.name ?? '—'} · {t(`matches.courtType.${match.courtType}`)}
        </Fact>
        <Fact label={t('matches.courtPrice')}>{money(match.court?.price ?? null)}</Fact>
        <Fact label={t('matches.pricePerPlayer')}>
          {money(match.court?.pricePerPlayer ?? null)}
        </Fact>
        <Fact label={t('matches.genderLabel')}>{t(`matches.gender.${match.gender}`)}</Fact>
        <Fact label={t('matches.level')}>{levelRange(match)}</Fact>
      </dl>
      {match.description && <p className={styles.description}>{match.description}</p>}
      <SeatRow seats={match.participants} shares={match.seatShares} />
      {match.myShare && (
        <p className={styles.myShare}>
          {t(`matches.myShare.${match.myShare.state}`, {
            amount: formatPrice(match.myShare.amount, match.myShare.currency),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * A player outside the level range may still ask, but is told first; a player with no level
 * yet is told only when the range leaves some levels out, and where to set theirs.
 */
export function LevelWarning({ match, level }: { match: Match; level: number | null }) {
  const { t } = useTranslation();
  const range = { min: match.padelLevelMin, max: match.padelLevelMax };
  if (levelFits(level, range) || (level === null && takesEveryLevel(range))) return null;
  if (level === null)
    return (
      <Alert
        severity="info"
        action={
          <ButtonLink to={padelLevelPath(matchDetailsPath(match.id))} size="small">
            {t('matches.setLevel')}
          </ButtonLink>
        }
      >
        {t('matches.noLevelWarning', { range: levelRange(match) })}
      </Alert>
    );
  return (
    <Alert severity="warning">{t('matches.levelWarning', { range: levelRange(match) })}</Alert>
  );
}

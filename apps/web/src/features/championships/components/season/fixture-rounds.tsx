import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatClockTime } from '@/lib/calendar-date';
import { currentLanguage } from '@/lib/i18n';
import { clubLocal } from '../../championship-query';
import { byRound, groupLetter, setsText, winnerSide, type FixtureView } from '../../season-view';
import { ProposalNote } from './proposal-note';
import { SlotName } from './slot-name';
import styles from './fixture-rounds.module.css';

/** When and where, on the club's clock: 'Tue, Dec 8 · 19:00 · Pitch A', or not placed yet. */
function useWhere(timeZone: string) {
  const { t } = useTranslation();
  return (fixture: FixtureView) => {
    if (!fixture.startsAt) return t('championships.season.notPlaced');
    const locale = currentLanguage();
    const local = clubLocal(fixture.startsAt, timeZone);
    const day = formatCalendarDate(local.date, locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    return [day, formatClockTime(local.time, locale), fixture.court].filter(Boolean).join(' · ');
  };
}

function Fixture({
  fixture,
  where,
  actions,
}: {
  fixture: FixtureView;
  where: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const winner = fixture.stage === 'knockout' ? winnerSide(fixture) : null;
  const name = (side: 'home' | 'away') => (
    <span className={winner === side ? `${styles.team} ${styles.won}` : styles.team}>
      <SlotName slot={fixture[side]} />
    </span>
  );
  return (
    <li className={styles.fixture}>
      <span className={styles.where}>
        {t('championships.season.matchNumber', { number: fixture.number })}
        {fixture.group !== null &&
          ` · ${t('championships.season.group', { group: groupLetter(fixture.group) })}`}
        {` · ${where}`}
      </span>
      <span className={styles.line}>
        {name('home')}
        <span className={styles.score}>
          {fixture.score ? (
            <bdi dir="ltr">
              {fixture.sets
                ? setsText(fixture.sets)
                : `${fixture.score.home} – ${fixture.score.away}`}
            </bdi>
          ) : (
            t('championships.season.versus')
          )}
        </span>
        {name('away')}
      </span>
      <ProposalNote fixture={fixture} />
      {actions}
    </li>
  );
}

/** The fixtures round by round, each with its number, group, day, time, court and score. */
export function FixtureRounds({
  fixtures,
  timeZone,
  actions,
}: {
  fixtures: readonly FixtureView[];
  timeZone: string;
  actions?: (fixture: FixtureView) => ReactNode;
}) {
  const { t } = useTranslation();
  const where = useWhere(timeZone);
  const rounds = byRound(fixtures);
  return (
    <div className={styles.rounds}>
      {rounds.map(([round, inRound]) => (
        <section key={round}>
          <h3 className={styles.roundName}>{t('championships.season.round', { round })}</h3>
          <ol className={styles.list}>
            {inRound.map((fixture) => (
              <Fixture
                key={fixture.id}
                fixture={fixture}
                where={where(fixture)}
                actions={actions?.(fixture)}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

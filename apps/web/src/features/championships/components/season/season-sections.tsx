import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupLetter, type FixtureView, type SeasonView } from '../../season-view';
import { Bracket } from './bracket';
import { FixtureRounds } from './fixture-rounds';
import { LeagueTable } from './league-table';
import { TopScorers } from './top-scorers';
import styles from './season.module.css';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A championship's season on its page: the table (one per group) with its tie-breaks stated,
 * the top scorers (football), the knockout's bracket and every fixture by round.
 */
export function SeasonSections({
  season,
  myTeam,
  fixtureActions,
}: {
  season: SeasonView;
  myTeam: string | null;
  /** What the reader may do with a fixture (the owner: enter its result, move it). */
  fixtureActions?: (fixture: FixtureView) => ReactNode;
}) {
  const { t } = useTranslation();
  const knockout =
    season.bracketSize !== null && season.fixtures.some((fixture) => fixture.stage === 'knockout');
  return (
    <>
      {season.tables.length > 0 && (
        <Section title={t('championships.season.table')}>
          {season.tables.map(({ group, rows }) => (
            <LeagueTable
              key={group ?? 'league'}
              rows={rows}
              myTeam={myTeam}
              sport={season.sport}
              title={
                group === null
                  ? t('championships.season.table')
                  : t('championships.season.group', { group: groupLetter(group) })
              }
            />
          ))}
          <p className={styles.note}>
            {season.sport === 'padel'
              ? t('championships.season.padelTieBreaks')
              : t('championships.season.tieBreaks')}
          </p>
        </Section>
      )}
      {knockout && (
        <Section title={t('championships.season.bracket')}>
          <Bracket
            fixtures={season.fixtures}
            size={season.bracketSize!}
            label={t('championships.season.bracket')}
          />
        </Section>
      )}
      {season.sport === 'football' && (
        <Section title={t('championships.season.topScorers')}>
          <TopScorers scorers={season.scorers} teamNames={season.teamNames} />
        </Section>
      )}
      <Section title={t('championships.season.fixtures')}>
        <FixtureRounds
          fixtures={season.fixtures}
          timeZone={season.timeZone}
          actions={fixtureActions}
        />
      </Section>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useMyFixtures } from '@/lib/api/my-fixtures';
import { FixtureCard } from './fixture-card';
import styles from './fixture-card.module.css';

/**
 * The reader's next championship matches: on the home only the next one, on My Booking all of
 * them under their heading. Nothing at all for someone with none (or while they load).
 */
export function MyNextFixtures({ all = false }: { all?: boolean }) {
  const { t } = useTranslation();
  const mine = useMyFixtures();
  const fixtures = mine.data ?? [];
  if (fixtures.length === 0) return null;
  if (!all) return <FixtureCard fixture={fixtures[0]!} title={t('championships.nextMatch')} />;
  return (
    <div className={styles.list}>
      <h2 className={styles.listTitle}>{t('championships.myMatches')}</h2>
      <ul className={styles.fixtures}>
        {fixtures.map((fixture) => (
          <li key={fixture.fixtureId}>
            <FixtureCard fixture={fixture} />
          </li>
        ))}
      </ul>
    </div>
  );
}

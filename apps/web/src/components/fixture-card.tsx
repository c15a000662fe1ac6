import { Link } from 'react-router';
import type { MyFixture } from '@courtside/shared';
import { utcToClubLocal } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatClockTime } from '@/lib/calendar-date';
import { currentLanguage } from '@/lib/i18n';
import { championshipPagePath } from '@/lib/paths';
import { clsx } from 'clsx';
import { Icon } from './icon';
import { sportsSoccerIcon } from './icons/sports-soccer';
import styles from './fixture-card.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** When, on the club's clock: 'Sun, Dec 20 · 18:00'. */
function whenOf(fixture: MyFixture): string {
  const locale = currentLanguage();
  const local = utcToClubLocal(fixture.startsAt, fixture.timeZone);
  const day = formatCalendarDate(local.date, locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return `${day} · ${formatClockTime(`${pad(local.hour)}:${pad(local.minute)}`, locale)}`;
}

/**
 * One of the reader's championship matches: who against whom, when and where; it opens the
 * championship's page (its table, fixtures and chat).
 */
export function FixtureCard({ fixture, title }: { fixture: MyFixture; title?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <Link className={styles.link} to={championshipPagePath(fixture.championshipId)}>
        <Icon path={sportsSoccerIcon} className={styles.icon} />
        <div className={styles.text}>
          {title && <span className={styles.overline}>{title}</span>}
          <h3 className={styles.match}>
            <bdi>{fixture.home}</bdi> {t('championships.season.versus')} <bdi>{fixture.away}</bdi>
          </h3>
          <p className={clsx(styles.line, styles.oneLine)}>
            <bdi>{fixture.championship}</bdi>
          </p>
          <p className={styles.line}>
            {whenOf(fixture)} · <bdi>{fixture.court}</bdi> · <bdi>{fixture.club}</bdi>
          </p>
        </div>
      </Link>
    </div>
  );
}

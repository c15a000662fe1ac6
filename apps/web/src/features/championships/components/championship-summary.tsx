import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DetailRows } from './detail-rows';
import { Icon } from '@/components/icon';
import { emojiEventsIcon } from '@/components/icons/emoji-events';
import { Photo } from '@/components/photo';
import { formatPrice } from '@/lib/money';
import type { ChampionshipQuery } from '../championship-query';
import styles from './championship-summary.module.css';

/** Who may play and how: the age limit, gender, format and invitation type, when known. */
function rulesOf(championship: ChampionshipQuery, t: TFunction): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  const bornFrom = Number(championship.maxAge);
  if (bornFrom > 0)
    rows.push([
      t('championships.maxAgeLabel'),
      t('championships.age', { age: new Date().getFullYear() - bornFrom }),
    ]);
  if (championship.gender in genderKeys)
    rows.push([t('championships.genderLabel'), t(genderKeys[championship.gender]!)]);
  if (championship.format)
    rows.push([
      t('championships.format'),
      championship.format === 'padel'
        ? t('championships.padelPairs')
        : t('championships.aSide', { n: championship.format }),
    ]);
  if (championship.inviteOnly === '1' || championship.inviteOnly === '0')
    rows.push([
      t('championships.form.inviteOnly'),
      t(
        championship.inviteOnly === '1'
          ? 'championships.form.requestOnly'
          : 'championships.form.openForAll',
      ),
    ]);
  return rows;
}

const genderKeys: Partial<Record<string, string>> = {
  men: 'championships.gender.men',
  women: 'championships.gender.women',
  mix: 'championships.gender.mix',
};

/**
 * SPEC 2 payment screen: club photo, club, championship, court, dates and price; then who may
 * play (age limit, gender, format, invitation type) and the club's description.
 */
export function ChampionshipSummary({ championship }: { championship: ChampionshipQuery }) {
  const { t } = useTranslation();
  const price = formatPrice(Number(championship.price), championship.currency || 'USD');
  const rows: Array<[string, string]> = [
    [t('championships.court'), championship.court],
    [t('championships.from'), `${championship.date} ${championship.startTime}`],
    [t('championships.to'), `${championship.endDate} ${championship.endTime}`],
    [t('championships.price'), price],
    ...rulesOf(championship, t),
  ];
  return (
    <div className={styles.card}>
      <Photo
        src={championship.photo || null}
        width={390}
        height={160}
        fluid
        fallback={<Icon path={emojiEventsIcon} />}
      />
      <p className={styles.club}>
        <bdi>{championship.club}</bdi>
      </p>
      <h2 className={styles.name}>
        <bdi>{championship.champion}</bdi>
      </h2>
      <DetailRows rows={rows} />
      {championship.description && (
        <p className={styles.description} dir="auto">
          {championship.description}
        </p>
      )}
    </div>
  );
}

import type { Profile } from '@courtside/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@courtside/shared/rules';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { editIcon } from '@/components/icons/edit';
import { personIcon } from '@/components/icons/person';
import styles from './profile-summary.module.css';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );
}

/** SPEC 2 Profile summary: photo or placeholder, name, address, counters, Edit Profile. */
export function ProfileSummary({
  profile,
  onEdit,
  levelCard,
  account,
}: {
  profile: Profile;
  onEdit: () => void;
  /** The level card (level, reliability, its chart, the last results), under the counters. */
  levelCard?: ReactNode;
  /** The account card (e-mail, password), under Edit Profile. */
  account?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const none = t('profile.notSet');
  const level = profile.padel.padelLevel;
  const facts: Array<[string, string | number]> = [
    [t('profile.padelCreated'), profile.padelCreated],
    [t('profile.padelPlayed'), profile.padelPlayed],
    [
      t('profile.padelLevel'),
      level === null
        ? none
        : numberFormat(i18n.language, { minimumFractionDigits: 1 }).format(level),
    ],
    [t('profile.championshipCreated'), profile.FootballChampionCreated],
    [t('profile.championshipPlayed'), profile.FootballChampionPlayed],
    [t('profile.footballTeam'), profile.padel.FootballteamName ?? none],
  ];
  return (
    <div className={styles.summary}>
      <Avatar
        src={profile.photoThumbnail}
        alt={profile.photo ? t('profile.photoOf', { name: profile.Name }) : ''}
        size={112}
        className={styles.avatar}
      >
        <Icon path={personIcon} className={styles.placeholder} />
      </Avatar>
      <div className={styles.who}>
        {/* Centred on the element itself: a long name wraps onto centred lines. */}
        <h2 className={styles.name} style={{ textAlign: 'center' }}>
          {profile.Name || profile.username}
        </h2>
        <p className={styles.address}>{profile.adress ?? t('profile.noAddress')}</p>
      </div>
      <div className={styles.card}>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
        </dl>
      </div>
      {levelCard}
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={<Icon path={editIcon} />}
        onClick={onEdit}
      >
        {t('profile.edit')}
      </Button>
      {account}
    </div>
  );
}

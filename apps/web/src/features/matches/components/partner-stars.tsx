import type { PadelUser } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { starIcon } from '@/components/icons/star';
import { starBorderIcon } from '@/components/icons/star-border';
import { useToggleFavorite } from '../api/toggle-favorite';
import { fullName } from './seat-row';
import styles from './partner-stars.module.css';

/**
 * The chosen partners, each with a star: a starred player sees the caller's favorite-only
 * matches (issue 10, item 3).
 */
export function PartnerStars({
  partners,
  starred,
}: {
  partners: PadelUser[];
  starred: Set<string>;
}) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  if (partners.length === 0) return null;
  return (
    <ul className={styles.partners}>
      {partners.map((partner) => {
        const isStarred = starred.has(partner.id);
        const name = fullName(partner);
        return (
          <li key={partner.id} className={styles.partner}>
            <p className={styles.name}>{name}</p>
            <IconButton
              icon={isStarred ? starIcon : starBorderIcon}
              aria-label={t('matches.star', { name })}
              aria-pressed={isStarred}
              tone={isStarred ? 'warning' : undefined}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ userId: partner.id, starred: !isStarred })}
            />
          </li>
        );
      })}
    </ul>
  );
}

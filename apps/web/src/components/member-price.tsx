import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';
import styles from './member-price.module.css';

/** The public price a member does not pay, struck through (and named for screen readers). */
export function StruckPublicPrice({ price }: { price: string }) {
  const { t } = useTranslation();
  return (
    <s className={styles.struck}>
      <VisuallyHidden>{t('memberships.player.publicPrice')}</VisuallyHidden>
      <bdi>{price}</bdi>
    </s>
  );
}

/** The line under a price the player pays as the club's member. */
export function MemberPriceLabel() {
  const { t } = useTranslation();
  return <span className={styles.memberLabel}>{t('memberships.player.memberPrice')}</span>;
}

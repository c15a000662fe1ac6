import type { Membership } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ReceiptLinks } from '@/components/receipt-links';
import { currentLanguage } from '@/lib/i18n';
import { MembershipActions } from './membership-actions';
import { membershipChoices, periodPriceText, periodText, statusText } from './membership-text';
import styles from './membership-card.module.css';

/** One membership: the club and plan, its status, its period, and what can be done with it. */
export function MembershipCard({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const period = periodText(membership, t, locale);
  const choices = membershipChoices(membership);
  return (
    <div className={styles.card}>
      <h2 className={styles.club} dir="auto">
        {membership.club.name}
      </h2>
      <p className={styles.plan}>
        <bdi>{membership.plan.name}</bdi> · <bdi>{periodPriceText(membership.plan, t)}</bdi>
      </p>
      <p className={`${styles.status} ${styles[membership.status]}`}>
        {statusText(membership, t, locale)}
      </p>
      {period && <p className={styles.period}>{period}</p>}
      <MembershipActions membership={membership} choices={choices} />
      {/* A block of its own, so the receipt's button keeps its width at the line's start. */}
      {choices.receipt && (
        <div>
          <ReceiptLinks purpose="membership" subject={membership.id} />
        </div>
      )}
    </div>
  );
}

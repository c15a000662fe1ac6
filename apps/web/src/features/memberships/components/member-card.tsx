import type { Membership, MembershipStatus } from '@courtside/shared';
import { dateTimeFormat } from '@courtside/shared/rules';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/chip';
import { currentLanguage } from '@/lib/i18n';
import styles from './cards.module.css';

/** The status's chip: edged in its state's colour, or plain grey once it is over. */
const statusTone: Record<MembershipStatus, 'warning' | 'success' | undefined> = {
  pending: 'warning',
  active: 'success',
  due: 'warning',
  lapsed: undefined,
  cancelled: undefined,
};

/** An instant as the club's calendar day, e.g. '28 Dec 2026'. */
const clubDay = (instant: string, timeZone: string) =>
  dateTimeFormat(currentLanguage(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));

/** When the membership renews, ends or lapses; null when no date applies. */
function whenText(membership: Membership, timeZone: string, t: TFunction): string | null {
  const { status, periodEndsAt, graceEndsAt, renews } = membership;
  if (status === 'due' && graceEndsAt)
    return t('memberships.owner.dates.lapses', { date: clubDay(graceEndsAt, timeZone) });
  if (status !== 'active') return null;
  if (!periodEndsAt) return t('memberships.owner.dates.forGood');
  return t(renews ? 'memberships.owner.dates.renews' : 'memberships.owner.dates.ends', {
    date: clubDay(periodEndsAt, timeZone),
  });
}

/** One member: who, on which plan, in what state, and until when. */
export function MemberCard({ membership, timeZone }: { membership: Membership; timeZone: string }) {
  const { t } = useTranslation();
  const when = whenText(membership, timeZone, t);
  return (
    <li className={styles.member}>
      <div className={styles.who}>
        <h3 className={styles.memberName}>{membership.member.name}</h3>
        <p className={styles.detail}>{membership.plan.name}</p>
        {when && <p className={styles.detail}>{when}</p>}
      </div>
      <Chip
        variant={statusTone[membership.status] ? 'outlined' : 'filled'}
        tone={statusTone[membership.status]}
        label={t(`memberships.owner.statuses.${membership.status}`)}
      />
    </li>
  );
}

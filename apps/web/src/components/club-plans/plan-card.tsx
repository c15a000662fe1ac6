import type { Membership } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { memberTermLines, membershipDate, planPriceText } from '@/lib/member-terms-text';
import { paths } from '@/lib/paths';
import { Button, ButtonLink } from '../button';
import { Icon } from '../icon';
import { checkCircleIcon } from '../icons/check-circle';
import type { Plan, PlanStanding } from './plan-standing';
import styles from './plan-card.module.css';

interface PlanCardProps {
  plan: Plan;
  standing: PlanStanding;
  courtNames: ReadonlyMap<string, string>;
  onJoin: () => void;
}

/** A plan: its name and price per period, its description, what members get, and Join. */
export function PlanCard({ plan, standing, courtNames, onJoin }: PlanCardProps) {
  const { t } = useTranslation();
  const terms = memberTermLines(plan, t, courtNames);
  return (
    <div className={styles.card}>
      <div className={styles.head}>
        <h3 className={styles.name} dir="auto">
          {plan.name}
        </h3>
        <p className={styles.price}>
          <bdi>{planPriceText(plan, t)}</bdi>
        </p>
      </div>
      {plan.description && (
        <p className={styles.description} dir="auto">
          {plan.description}
        </p>
      )}
      {plan.category && (
        <p className={styles.category}>
          {t('memberships.player.forCategory', { category: plan.category.name })}
        </p>
      )}
      {terms.length > 0 && (
        <ul className={styles.terms} aria-label={t('memberships.player.membersGet')}>
          {terms.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <PlanAction plan={plan} standing={standing} onJoin={onJoin} />
    </div>
  );
}

function PlanAction({
  plan,
  standing,
  onJoin,
}: {
  plan: Plan;
  standing: PlanStanding;
  onJoin: () => void;
}) {
  const { t } = useTranslation();
  if (standing.kind === 'elsewhere') return null;
  if (standing.kind === 'free')
    return (
      <Button
        variant="contained"
        onClick={onJoin}
        aria-label={t('memberships.player.joinPlan', { plan: plan.name })}
        className={styles.join}
      >
        {t('memberships.player.join')}
      </Button>
    );
  return <MemberLine membership={standing.membership} />;
}

/** 'You are a member · renews on 12 Jan 2027', or a payment still to make. */
function MemberLine({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const { status, periodEndsAt, renews } = membership;
  const text =
    status === 'pending'
      ? t('memberships.player.pendingHere')
      : !periodEndsAt
        ? t('memberships.player.memberForGood')
        : t(renews ? 'memberships.player.memberRenews' : 'memberships.player.memberUntil', {
            date: membershipDate(periodEndsAt, currentLanguage()),
          });
  return (
    <div className={styles.member}>
      {status !== 'pending' && <Icon path={checkCircleIcon} className={styles.memberIcon} />}
      <p className={styles.memberText} role="status">
        {text}
      </p>
      <ButtonLink size="small" to={paths.myMemberships}>
        {t('memberships.player.manage')}
      </ButtonLink>
    </div>
  );
}

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import type { Membership } from '@courtside/shared';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { memberTermLines, membershipDate, planPriceText } from '@/lib/member-terms-text';
import { paths } from '@/lib/paths';
import type { Plan, PlanStanding } from './plan-standing';

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
    <Card variant="outlined" sx={{ p: 1.5 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between' }}>
          <Typography component="h3" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {plan.name}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700, flexShrink: 0, textAlign: 'end' }}>
            <bdi>{planPriceText(plan, t)}</bdi>
          </Typography>
        </Stack>
        {plan.description && (
          <Typography variant="body2" color="text.secondary" dir="auto">
            {plan.description}
          </Typography>
        )}
        {plan.category && (
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('memberships.player.forCategory', { category: plan.category.name })}
          </Typography>
        )}
        {terms.length > 0 && (
          <Stack
            component="ul"
            aria-label={t('memberships.player.membersGet')}
            sx={{ m: 0, ps: 2.5, typography: 'body2' }}
          >
            {terms.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Stack>
        )}
        <PlanAction plan={plan} standing={standing} onJoin={onJoin} />
      </Stack>
    </Card>
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
        sx={{ alignSelf: 'flex-start' }}
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
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {status !== 'pending' && <CheckCircleRounded color="success" fontSize="small" aria-hidden />}
      <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }} role="status">
        {text}
      </Typography>
      <Button size="small" component={Link} to={paths.myMemberships}>
        {t('memberships.player.manage')}
      </Button>
    </Stack>
  );
}

import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Membership } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ReceiptLinks } from '@/components/receipt-links';
import { currentLanguage } from '@/lib/i18n';
import { MembershipActions } from './membership-actions';
import { membershipChoices, periodPriceText, periodText, statusText } from './membership-text';

const statusColours = {
  pending: 'warning.dark',
  active: 'success.dark',
  due: 'error.main',
  lapsed: 'text.secondary',
  cancelled: 'text.secondary',
} as const;

/** One membership: the club and plan, its status, its period, and what can be done with it. */
export function MembershipCard({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const period = periodText(membership, t, locale);
  const choices = membershipChoices(membership);
  return (
    <Card sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography
          component="h2"
          variant="subtitle1"
          dir="auto"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {membership.club.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <bdi>{membership.plan.name}</bdi> · <bdi>{periodPriceText(membership.plan, t)}</bdi>
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 700, color: statusColours[membership.status] }}
        >
          {statusText(membership, t, locale)}
        </Typography>
        {period && <Typography variant="body2">{period}</Typography>}
        <MembershipActions membership={membership} choices={choices} />
        {/* A block of its own, so the receipt's button keeps its width at the line's start. */}
        {choices.receipt && (
          <div>
            <ReceiptLinks purpose="membership" subject={membership.id} />
          </div>
        )}
      </Stack>
    </Card>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Membership, MembershipStatus } from '@courtside/shared';
import { dateTimeFormat } from '@courtside/shared/rules';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

const statusColour: Record<MembershipStatus, ChipProps['color']> = {
  pending: 'warning',
  active: 'success',
  due: 'warning',
  lapsed: 'default',
  cancelled: 'default',
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
    <Card component="li" variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" noWrap>
              {membership.member.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {membership.plan.name}
            </Typography>
            {when && (
              <Typography variant="body2" color="text.secondary">
                {when}
              </Typography>
            )}
          </Stack>
          <Chip
            size="small"
            color={statusColour[membership.status]}
            label={t(`memberships.owner.statuses.${membership.status}`)}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

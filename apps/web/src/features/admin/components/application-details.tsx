import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClubApplication } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { usePhoneFormat } from '@/lib/phone';
import { ApplicationStateChip } from './application-state-chip';

function Line({ label, value, ltr }: { label: string; value: string; ltr?: boolean }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="dd"
        dir={ltr ? 'ltr' : 'auto'}
        sx={{ m: 0, overflowWrap: 'anywhere', textAlign: 'start' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** What the application says about the club and whom to contact. */
export function ApplicationDetails({ application }: { application: ClubApplication }) {
  const { t } = useTranslation();
  const formatPhone = usePhoneFormat();
  const sports = application.sports.map((sport) => t(`admin.sport.${sport}`)).join(' · ');
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {application.clubName}
        </Typography>
        <ApplicationStateChip state={application.state} />
      </Stack>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Line label={t('admin.field.address')} value={application.address} />
        <Line label={t('admin.field.area')} value={application.area} />
        <Line
          label={t('admin.field.sportsAndCourts')}
          value={`${sports} · ${t('admin.courtsCount', { count: application.courts })}`}
        />
        {application.message && (
          <Line label={t('admin.field.message')} value={application.message} />
        )}
        <Line label={t('admin.field.contact')} value={application.contactName} />
        <Line label={t('personChoice.phone')} value={formatPhone(application.contactPhone)} ltr />
        <Line label={t('admin.field.email')} value={application.contactEmail} ltr />
        {application.declineReason && (
          <Line label={t('admin.reason')} value={application.declineReason} />
        )}
      </Stack>
    </Stack>
  );
}

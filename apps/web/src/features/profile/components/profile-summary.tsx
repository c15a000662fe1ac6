import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditRounded from '@mui/icons-material/EditRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import type { Profile } from '@courtside/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@courtside/shared/rules';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack
      direction="row"
      sx={{
        justifyContent: 'space-between',
        gap: 2,
        py: 1.25,
        px: 2,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end' }}>
        {value}
      </Typography>
    </Stack>
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
    <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
      <Avatar
        src={profile.photoThumbnail ?? undefined}
        alt={profile.photo ? t('profile.photoOf', { name: profile.Name }) : ''}
        sx={{ width: 112, height: 112, bgcolor: 'primary.main' }}
      >
        <PersonRounded sx={{ fontSize: 64 }} />
      </Avatar>
      <Stack sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {profile.Name || profile.username}
        </Typography>
        <Typography color="text.secondary">{profile.adress ?? t('profile.noAddress')}</Typography>
      </Stack>
      <Card variant="outlined" sx={{ width: '100%' }}>
        <Stack component="dl" sx={{ m: 0 }}>
          {facts.map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
        </Stack>
      </Card>
      {levelCard}
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={<EditRounded />}
        onClick={onEdit}
      >
        {t('profile.edit')}
      </Button>
      {account}
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMyFixtures } from '@/lib/api/my-fixtures';
import { FixtureCard } from './fixture-card';

/**
 * The reader's next championship matches: on the home only the next one, on My Booking all of
 * them under their heading. Nothing at all for someone with none (or while they load).
 */
export function MyNextFixtures({ all = false }: { all?: boolean }) {
  const { t } = useTranslation();
  const mine = useMyFixtures();
  const fixtures = mine.data ?? [];
  if (fixtures.length === 0) return null;
  if (!all) return <FixtureCard fixture={fixtures[0]!} title={t('championships.nextMatch')} />;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {t('championships.myMatches')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {fixtures.map((fixture) => (
          <li key={fixture.fixtureId}>
            <FixtureCard fixture={fixture} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

import { useMatches, useSearchParams } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark';
import { isScreenHandle } from './screen-handle';

/** The title comes from the deepest route that names one; otherwise the brand shows. */
export function TopAppBar() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isScreenHandle)
    .at(-1);
  const titleFromQuery = handle?.titleParam ? search.get(handle.titleParam)?.trim() : undefined;

  return (
    <AppBar
      position="sticky"
      sx={{
        pt: 'env(safe-area-inset-top)',
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 1.5 }}>
        {titleFromQuery ? (
          // Named by the server, in its own script whatever the interface language.
          <Typography variant="h6" component="h1" dir="auto" noWrap>
            {titleFromQuery}
          </Typography>
        ) : handle ? (
          <Typography variant="h6" component="h1" noWrap>
            {t(handle.titleKey)}
          </Typography>
        ) : (
          <>
            <BrandMark size={34} />
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }} noWrap>
              {t('app.name')}
            </Typography>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}

import { useLocation, useMatches, useNavigate, useSearchParams } from 'react-router';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark';
import { mirrorInRtl } from '../../components/mirror';
import { paths } from '../../lib/paths';
import { isScreenHandle, titleKeyOf } from './screen-handle';

/** The title comes from the deepest route that names one; otherwise the brand shows. */
export function TopAppBar() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isScreenHandle)
    .at(-1);
  const titleFromQuery = handle?.titleParam ? search.get(handle.titleParam)?.trim() : undefined;
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from a link or a reload there is no page to go back to: go to the user home.
  const canGoBack = location.key !== 'default';
  const goBack = () => void (canGoBack ? navigate(-1) : navigate(paths.user));

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
        {handle && !handle.tabRoot && (
          <IconButton edge="start" aria-label={t('common.back')} onClick={goBack}>
            <ArrowBackIcon sx={mirrorInRtl} />
          </IconButton>
        )}
        {titleFromQuery ? (
          // Named by the server, in its own script whatever the interface language.
          <Typography variant="h6" component="h1" dir="auto" noWrap>
            {titleFromQuery}
          </Typography>
        ) : handle ? (
          <Typography variant="h6" component="h1" noWrap>
            {t(titleKeyOf(handle, search))}
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

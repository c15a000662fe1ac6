import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import { sportOfCategory } from '@courtside/shared/sport-categories';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { mirrorInRtl } from '../../../components/mirror';
import { MyNextFixtures } from '../../../components/my-next-fixtures';
import { userAreaPath } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/session';
import { useSportMode } from '../../../lib/sport-mode';
import type { EventCategory } from '@courtside/shared';
import { useEvents } from '../api/events';
import { categoryName } from '../category-name';
import { CategoryGrid, CategoryGridSkeleton } from '../components/category-grid';

/** SPEC 2 Category home: greeting, category grid, subcategories in place, sport mode. */
export function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const { sport, setSport } = useSportMode();
  const events = useEvents();
  const { opened, open, close } = useOpenedCategories(events.data ?? []);

  // Set when this screen sends the user into a screen of the selected sport.
  const enteringSport = useRef(false);

  // Leaving this screen resets sport mode (SPEC 2), except when the user goes into the sport
  // they just chose: that is where its Match / Champion Request tab is wanted.
  useEffect(
    () => () => {
      if (!enteringSport.current) setSport(null);
    },
    [setSport],
  );

  const select = (category: EventCategory) => {
    const categorySport = sportOfCategory(category.id);
    if (categorySport) setSport(categorySport);
    if (category.subcategories.length > 0) {
      open(category);
    } else if (category.route) {
      // A sport category, or one found under it, leads into that sport.
      enteringSport.current = sportOfCategory((opened[0] ?? category).id) !== null;
      void navigate(userAreaPath(category.route));
    }
  };

  const parent = opened.at(-1);
  const shown = parent ? parent.subcategories : (events.data ?? []);

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {t('home.greeting', { name: user.firstName || user.Name })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('home.subtitle')}
        </Typography>
      </Box>
      <MyNextFixtures />
      {parent && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label={t('home.back')}
            onClick={close}
            sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <ArrowBackRounded sx={mirrorInRtl} />
          </IconButton>
          <Typography variant="h6" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {categoryName(parent, t)}
          </Typography>
        </Stack>
      )}
      {events.isPending ? (
        <CategoryGridSkeleton />
      ) : events.isError ? (
        <ErrorState onRetry={() => void events.refetch()} retrying={events.isFetching} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<EventBusyRounded />}
          title={t('home.empty')}
          message={t('home.emptyHint')}
        />
      ) : (
        <CategoryGrid
          label={parent ? categoryName(parent, t) : t('home.categories')}
          categories={shown}
          isActive={(category) => sport !== null && sportOfCategory(category.id) === sport}
          onSelect={select}
        />
      )}
    </Stack>
  );
}

const openParam = 'open';

/**
 * The categories opened so far, the deepest last; their subcategories replace the grid. They
 * live in the address (`?open=<id>,<id>`), each opening one history entry, so the device's
 * Back returns from a sub-grid to the category home instead of leaving the app.
 */
function useOpenedCategories(categories: readonly EventCategory[]) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const ids = (search.get(openParam) ?? '').split(',').filter(Boolean);
  const opened: EventCategory[] = [];
  let level = categories;
  for (const id of ids) {
    const found = level.find((category) => category.id === id);
    if (!found) break;
    opened.push(found);
    level = found.subcategories;
  }

  const addressOf = (path: readonly EventCategory[]) =>
    path.length > 0
      ? `?${new URLSearchParams({ [openParam]: path.map((c) => c.id).join(',') })}`
      : '';
  const open = (category: EventCategory) =>
    void navigate({ search: addressOf([...opened, category]) });
  // The level above was the previous entry when this screen opened it; a link may not have.
  const close = () =>
    location.key !== 'default'
      ? void navigate(-1)
      : void navigate({ search: addressOf(opened.slice(0, -1)) }, { replace: true });
  return { opened, open, close };
}

import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import { sportOfCategory } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { mirrorInRtl } from '../../../components/mirror';
import { userAreaPath } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/session';
import { useSportMode } from '../../../lib/sport-mode';
import type { EventCategory } from '@courtside/shared';
import { useEvents } from '../api/events';
import { CategoryGrid, CategoryGridSkeleton } from '../components/category-grid';

/** SPEC 2 Category home: greeting, category grid, subcategories in place, sport mode. */
export function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const { sport, setSport } = useSportMode();
  const events = useEvents();
  // The categories opened so far, the deepest last; their subcategories replace the grid.
  const [opened, setOpened] = useState<EventCategory[]>([]);

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
      setOpened((path) => [...path, category]);
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
        <Typography variant="h5" component="h2">
          {t('home.greeting', { name: user.firstName || user.Name })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('home.subtitle')}
        </Typography>
      </Box>
      {parent && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label={t('home.back')}
            onClick={() => setOpened((path) => path.slice(0, -1))}
            sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <ArrowBackRounded sx={mirrorInRtl} />
          </IconButton>
          <Typography variant="h6" component="h2">
            {parent.name}
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
          label={parent ? parent.name : t('home.categories')}
          categories={shown}
          isActive={(category) => sport !== null && sportOfCategory(category.id) === sport}
          onSelect={select}
        />
      )}
    </Stack>
  );
}

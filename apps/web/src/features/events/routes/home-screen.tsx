import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { sportOfCategory } from '@courtside/shared/sport-categories';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Icon } from '../../../components/icon';
import { IconButton } from '../../../components/icon-button';
import { arrowBackRoundedIcon } from '../../../components/icons/arrow-back-rounded';
import { eventBusyIcon } from '../../../components/icons/event-busy';
import { MyNextFixtures } from '../../../components/my-next-fixtures';
import { userAreaPath } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/session';
import { useSportMode } from '../../../lib/sport-mode';
import type { EventCategory } from '@courtside/shared';
import { useEvents } from '../api/events';
import { categoryName } from '../category-name';
import { CategoryGrid, CategoryGridSkeleton } from '../components/category-grid';
import styles from './home-screen.module.css';

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
    <div className={styles.screen}>
      <div>
        <h2 className={styles.greeting}>
          {t('home.greeting', { name: user.firstName || user.Name })}
        </h2>
        <p className={styles.subtitle}>{t('home.subtitle')}</p>
      </div>
      <MyNextFixtures />
      {parent && (
        <div className={styles.opened}>
          <IconButton
            aria-label={t('home.back')}
            icon={arrowBackRoundedIcon}
            mirrored
            className={styles.back}
            onClick={close}
          />
          <h2 className={styles.openedName} dir="auto">
            {categoryName(parent, t)}
          </h2>
        </div>
      )}
      {events.isPending ? (
        <CategoryGridSkeleton />
      ) : events.isError ? (
        <ErrorState onRetry={() => void events.refetch()} retrying={events.isFetching} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<Icon path={eventBusyIcon} />}
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
    </div>
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

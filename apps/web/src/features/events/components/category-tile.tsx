import type { EventCategory } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { categoryIcon } from '@/components/icons/category';
import { categoryName } from '../category-name';
import styles from './category-tile.module.css';

// Fixed picture box, so tiles keep their size while pictures load.
const photoSize = { width: 160, height: 120 };

interface CategoryTileProps {
  category: EventCategory;
  active: boolean;
  onSelect: (category: EventCategory) => void;
  /**
   * Where the tile is: the first one's picture is the home's largest, fetched first; those
   * on the first screen load at once; the others when scrolled to.
   */
  place: 'first' | 'above' | 'below';
}

export function CategoryTile({ category, active, onSelect, place }: CategoryTileProps) {
  const { t } = useTranslation();
  return (
    <div className={active ? `${styles.tile} ${styles.active}` : styles.tile}>
      <button
        type="button"
        className={styles.action}
        onClick={() => onSelect(category)}
        aria-pressed={active}
      >
        <span className={styles.photo}>
          {category.photo ? (
            <img
              src={category.photo}
              alt=""
              loading={place === 'below' ? 'lazy' : 'eager'}
              fetchPriority={place === 'first' ? 'high' : 'auto'}
              decoding="async"
              width={photoSize.width}
              height={photoSize.height}
            />
          ) : (
            <Icon path={categoryIcon} />
          )}
        </span>
        {/* Known names in the interface language; others in their own script, as the server has them. */}
        <h3 className={styles.name} dir="auto">
          {categoryName(category, t)}
        </h3>
      </button>
    </div>
  );
}

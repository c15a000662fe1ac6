import type { OccupantKind } from '@courtside/shared';
import { occupantKinds } from '@courtside/shared/rules';
import { emojiEventsIcon } from '@/components/icons/emoji-events';
import { groupsIcon } from '@/components/icons/groups';
import { hourglassTopIcon } from '@/components/icons/hourglass-top';
import { personIcon } from '@/components/icons/person';
import { schoolIcon } from '@/components/icons/school';
import { sportsSoccerIcon } from '@/components/icons/sports-soccer';
import { sportsTennisIcon } from '@/components/icons/sports-tennis';
import styles from './occupant-looks.module.css';

export interface OccupantLook {
  /**
   * Sets the kind's colours for what is drawn in it: `--occupant-fill`, a light fill the dark
   * text reads on at 4.5:1 or better, and `--occupant-edge`, the border and icon colour that
   * tells the kinds apart.
   */
  className: string;
  /** A shape from components/icons/. */
  icon: string;
}

/**
 * Each kind of occupant has its own colour and its own icon, so the grid reads without
 * colour vision too; the legend shows the same pairs.
 */
export const occupantLooks: Record<OccupantKind, OccupantLook> = {
  booking: { className: styles.booking!, icon: personIcon },
  hold: { className: styles.hold!, icon: hourglassTopIcon },
  match: { className: styles.match!, icon: groupsIcon },
  championship: { className: styles.championship!, icon: emojiEventsIcon },
  activity: { className: styles.activity!, icon: schoolIcon },
  social: { className: styles.social!, icon: sportsTennisIcon },
  fixture: { className: styles.fixture!, icon: sportsSoccerIcon },
};

export const legendKinds = occupantKinds;

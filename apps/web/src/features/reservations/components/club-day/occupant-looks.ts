import type { SvgIconComponent } from '@mui/icons-material';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import type { OccupantKind } from '@courtside/shared';
import { occupantKinds } from '@courtside/shared/rules';

export interface OccupantLook {
  /** A light fill, so the dark text on it reads at 4.5:1 or better. */
  fill: string;
  /** The border and icon colour that tells the kinds apart. */
  edge: string;
  icon: SvgIconComponent;
}

/**
 * Each kind of occupant has its own colour and its own icon, so the grid reads without
 * colour vision too; the legend shows the same pairs.
 */
export const occupantLooks: Record<OccupantKind, OccupantLook> = {
  booking: { fill: '#d9f2ee', edge: '#00695c', icon: PersonRounded },
  hold: { fill: '#fdf0c9', edge: '#92400e', icon: HourglassTopRounded },
  match: { fill: '#ece6fb', edge: '#5b3cc4', icon: GroupsRounded },
  championship: { fill: '#fde2dc', edge: '#b3261e', icon: EmojiEventsRounded },
  activity: { fill: '#dcebfb', edge: '#0b5cad', icon: SchoolRounded },
  social: { fill: '#e3f4d7', edge: '#2e6b0f', icon: SportsTennisRounded },
  fixture: { fill: '#f6e6f7', edge: '#7b1fa2', icon: SportsSoccerRounded },
};

export const legendKinds = occupantKinds;

import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import LockRounded from '@mui/icons-material/LockRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import type { MatchPlayer } from '@courtside/shared';
import { useTranslation } from 'react-i18next';

export const initialsOf = (player: Pick<MatchPlayer, 'firstName' | 'lastName'>) =>
  `${player.firstName.charAt(0)}${player.lastName?.charAt(0) ?? ''}`.toUpperCase();

export const fullName = (player: Pick<MatchPlayer, 'firstName' | 'lastName'>) =>
  [player.firstName, player.lastName].filter(Boolean).join(' ');

/** One player's picture, or their initials when they have none. */
export function PlayerAvatar({ player, size = 36 }: { player: MatchPlayer; size?: number }) {
  return (
    <Avatar
      src={player.photo ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initialsOf(player)}
    </Avatar>
  );
}

/** The four seats: players, reserved placeholders and empty seats each look different. */
export function SeatRow({ seats }: { seats: readonly (MatchPlayer | null)[] }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.75} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {seats.map((seat, index) => (
        <li
          key={index}
          aria-label={
            seat === null
              ? t('matches.seatEmpty')
              : seat.reserved
                ? t('matches.seatReserved')
                : fullName(seat)
          }
        >
          {seat === null ? (
            <Avatar
              sx={{
                width: 36,
                height: 36,
                bgcolor: 'transparent',
                color: 'text.secondary',
                border: '2px dashed',
                borderColor: 'divider',
              }}
            >
              <AddRounded fontSize="small" />
            </Avatar>
          ) : seat.reserved ? (
            <Avatar
              sx={{ width: 36, height: 36, bgcolor: 'action.selected', color: 'text.primary' }}
            >
              <LockRounded fontSize="small" />
            </Avatar>
          ) : (
            <PlayerAvatar player={seat} />
          )}
        </li>
      ))}
    </Stack>
  );
}

import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import LockRounded from '@mui/icons-material/LockRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import Typography from '@mui/material/Typography';
import type { MatchPlayer, SeatShare } from '@courtside/shared';
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

const seatName = (seat: MatchPlayer | null, t: (key: string) => string) =>
  seat === null
    ? t('matches.seatEmpty')
    : seat.reserved
      ? t('matches.seatReserved')
      : fullName(seat);

/**
 * The four seats: players, reserved placeholders and empty seats each look different; with
 * `shares`, each says how its share of the court stands (paid, at the club, to pay, open).
 */
export function SeatRow({
  seats,
  shares,
}: {
  seats: readonly (MatchPlayer | null)[];
  shares?: readonly SeatShare[];
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.75} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {seats.map((seat, index) => (
        <Stack
          component="li"
          key={index}
          spacing={0.25}
          sx={{ alignItems: 'center', minWidth: 56 }}
          aria-label={[
            seatName(seat, t),
            ...(shares?.[index] ? [t(`matches.seatShare.${shares[index].state}`)] : []),
          ].join(', ')}
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
          {shares?.[index] && (
            <Typography
              variant="caption"
              aria-hidden
              sx={{ color: shares[index].state === 'paid' ? 'success.dark' : 'text.secondary' }}
            >
              {t(`matches.seatShare.${shares[index].state}`)}
            </Typography>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

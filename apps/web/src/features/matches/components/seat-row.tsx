import type { MatchPlayer, SeatShare } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { Icon } from '@/components/icon';
import { addIcon } from '@/components/icons/add';
import { lockIcon } from '@/components/icons/lock';
import styles from './seat-row.module.css';

export const initialsOf = (player: Pick<MatchPlayer, 'firstName' | 'lastName'>) =>
  `${player.firstName.charAt(0)}${player.lastName?.charAt(0) ?? ''}`.toUpperCase();

export const fullName = (player: Pick<MatchPlayer, 'firstName' | 'lastName'>) =>
  [player.firstName, player.lastName].filter(Boolean).join(' ');

/** One player's picture, or their initials when they have none. */
export function PlayerAvatar({ player, size = 36 }: { player: MatchPlayer; size?: number }) {
  return (
    <Avatar src={player.photo} size={size}>
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
    <ul className={styles.seats}>
      {seats.map((seat, index) => (
        <li
          key={index}
          className={styles.seat}
          aria-label={[
            seatName(seat, t),
            ...(shares?.[index] ? [t(`matches.seatShare.${shares[index].state}`)] : []),
          ].join(', ')}
        >
          {seat === null ? (
            <Avatar size={36} className={styles.empty}>
              <Icon path={addIcon} className={styles.seatIcon} />
            </Avatar>
          ) : seat.reserved ? (
            <Avatar size={36} className={styles.reserved}>
              <Icon path={lockIcon} className={styles.seatIcon} />
            </Avatar>
          ) : (
            <PlayerAvatar player={seat} />
          )}
          {shares?.[index] && (
            <span
              aria-hidden
              className={`${styles.share} ${shares[index].state === 'paid' ? styles.paid : ''}`}
            >
              {t(`matches.seatShare.${shares[index].state}`)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

import type { BookingDuration, CourtDetail, StartStep } from '@courtside/shared';
import {
  capacityLabel,
  dayPriceRange,
  slotPrice,
  timeOfMinute,
  type PricedFor,
} from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { sportsSoccerIcon } from '../../../components/icons/sports-soccer';
import { sportsTennisIcon } from '../../../components/icons/sports-tennis';
import { Photo } from '../../../components/photo';
import { MemberPriceLabel, StruckPublicPrice } from '@/components/member-price';
import styles from './court-card.module.css';

/** The booking the player is putting together: the day, the duration and, once chosen, the start. */
export interface CourtChoice {
  date: string;
  duration: BookingDuration;
  /** How often games start, which sets the starts the day's price range covers. */
  startEvery: StartStep;
  /** Minutes after midnight. */
  start: number | null;
}

interface CourtCardProps {
  court: CourtDetail;
  choice: CourtChoice;
  /** The chosen start and duration run into a booking of this court. */
  taken: boolean;
  /** False while the day's taken hours are loading: a Book then could not be checked. */
  canBook: boolean;
  onBook: (court: CourtDetail) => void;
  /** The player's member prices on this court, when they are the club's member. */
  pricedFor?: PricedFor;
}

/** SPEC 2 Book court in a club: a court's photo, name, price and Book. */
export function CourtCard({ court, choice, taken, canBook, onBook, pricedFor }: CourtCardProps) {
  const { t } = useTranslation();
  const capacity = capacityLabel(court.capacity);
  const sportIcon = court.type === 'football' ? sportsSoccerIcon : sportsTennisIcon;
  return (
    <div className={styles.card}>
      <Photo src={court.photo} width={72} height={72} fallback={<Icon path={sportIcon} />} />
      <div className={styles.text}>
        <h3 className={styles.name} dir="auto">
          {court.name}
        </h3>
        <span className={styles.capacity}>
          {typeof capacity === 'number'
            ? t('bookCourt.players', { count: capacity })
            : t(`bookCourt.capacity.${capacity}`)}
        </span>
        <CourtPrice court={court} choice={choice} pricedFor={pricedFor} />
        {taken && choice.start !== null && (
          <span className={styles.taken}>
            {t('bookCourt.takenAt', { time: timeOfMinute(choice.start) })}
          </span>
        )}
      </div>
      <Button
        variant="contained"
        onClick={() => onBook(court)}
        disabled={!canBook || taken || court.price === null}
        aria-label={t('bookCourt.bookCourt', { court: court.name })}
      >
        {t('bookCourt.book')}
      </Button>
    </div>
  );
}

/**
 * What the booking would cost on this court (SPEC 9, peak prices included), for the public
 * or, given `pricedFor`, for the member: the amount the checkout charges once the start is
 * chosen, the day's cheapest to dearest before; null without a price.
 */
export function quoteOf(
  court: CourtDetail,
  { date, duration, startEvery, start }: CourtChoice,
  pricedFor?: PricedFor,
): string | null {
  if (court.price === null) return null;
  const rule = { price: court.price, peaks: court.peaks };
  const money = (amount: number) => formatPrice(amount, court.currency);
  if (start !== null) return money(slotPrice(rule, { date, start, duration }, pricedFor));
  const { min, max } = dayPriceRange(rule, date, duration, startEvery, pricedFor);
  return min === max ? money(min) : `${money(min)} – ${money(max)}`;
}

interface CourtPriceProps {
  court: CourtDetail;
  choice: CourtChoice;
  pricedFor: PricedFor | undefined;
}

function CourtPrice({ court, choice, pricedFor }: CourtPriceProps) {
  const { t } = useTranslation();
  const quote = quoteOf(court, choice);
  const memberQuote = pricedFor ? quoteOf(court, choice, pricedFor) : null;
  // A member whose discount does not reach this choice pays, and sees, the public price.
  const member = memberQuote !== null && memberQuote !== quote;
  const { duration: minutes, start } = choice;
  return (
    <>
      <p className={styles.price}>
        {quote === null ? (
          t('bookCourt.noPrice')
        ) : (
          <>
            {/* Isolated, so the price keeps its own order inside right-to-left text. */}
            {member && (
              <>
                <StruckPublicPrice price={quote} />{' '}
              </>
            )}
            <bdi>{member ? memberQuote : quote}</bdi>{' '}
            {start === null
              ? t('bookCourt.perMinutes', { minutes })
              : t('bookCourt.perMinutesAt', { minutes, time: timeOfMinute(start) })}
          </>
        )}
      </p>
      {member && <MemberPriceLabel />}
    </>
  );
}

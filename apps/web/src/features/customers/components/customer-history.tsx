import type { ReactNode } from 'react';
import type { CustomerDetail } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { paymentText } from '@/lib/payment-text';
import { sessionWhen } from '@/lib/session-time';
import { visitDay } from './visit-day';
import styles from './customers.module.css';

/** A list of lines, or a quiet sentence when there is none. */
function Lines({
  label,
  empty,
  children,
}: {
  label: string;
  empty: string;
  children: ReactNode[];
}) {
  if (children.length === 0) return <p className={styles.secondary}>{empty}</p>;
  return (
    <ul className={styles.lines} aria-label={label}>
      {children}
    </ul>
  );
}

/** One line of a list: what, and under it when or where it stands. */
function Line({ primary, secondary }: { primary: string; secondary?: string }) {
  return (
    <li className={secondary ? styles.twoLines : undefined}>
      <span className={styles.primary}>{primary}</span>
      {secondary && <span className={styles.secondary}>{secondary}</span>}
    </li>
  );
}

type Zone = { timeZone: string | undefined };

/** Their bookings at the club, latest first: when, which court, and where each stands. */
export function BookingLines({ customer, timeZone }: { customer: CustomerDetail } & Zone) {
  const { t } = useTranslation();
  const zone = timeZone ?? 'UTC';
  return (
    <Lines label={t('customers.bookings')} empty={t('customers.noBookings')}>
      {customer.bookingList.map((booking) => (
        <Line
          key={booking.id}
          primary={sessionWhen(booking.startsAt, booking.endsAt, zone)}
          secondary={[
            booking.courtName,
            t(`customers.bookingStatus.${booking.status}`),
            ...(booking.walkIn ? [t('customers.walkIn')] : []),
          ].join(' · ')}
        />
      ))}
    </Lines>
  );
}

/** How each booking is paid: method, state and amount. */
export function PaymentLines({ customer, timeZone }: { customer: CustomerDetail } & Zone) {
  const { t } = useTranslation();
  const paid = customer.bookingList.flatMap((booking) => {
    const text = paymentText(t, booking, booking);
    return text ? [{ id: booking.id, day: visitDay(booking.startsAt, timeZone), text }] : [];
  });
  return (
    <Lines label={t('customers.payments')} empty={t('customers.noPayments')}>
      {paid.map((line) => (
        <Line key={line.id} primary={line.text} secondary={line.day} />
      ))}
    </Lines>
  );
}

/** The sessions, nights and matches they joined at the club. */
export function JoinedLines({ customer, timeZone }: { customer: CustomerDetail } & Zone) {
  const { t } = useTranslation();
  return (
    <Lines label={t('customers.joined')} empty={t('customers.noJoined')}>
      {customer.joined.map((visit, index) => (
        <Line
          key={`${visit.kind}-${visit.at}-${index}`}
          primary={t(`customers.joinedKind.${visit.kind}`)}
          secondary={visitDay(visit.at, timeZone)}
        />
      ))}
    </Lines>
  );
}

/** How many times their booked hours were marked no-shows, and when. */
export function NoShowLines({ customer, timeZone }: { customer: CustomerDetail } & Zone) {
  const { t } = useTranslation();
  return (
    <Lines label={t('customers.noShows')} empty={t('customers.noNoShows')}>
      {customer.noShowDates.map((date) => (
        <Line key={date} primary={visitDay(date, timeZone)} />
      ))}
    </Lines>
  );
}

/** Parts of the page later modules give (memberships, series), each under its own title. */
export function ExtraSections({
  customer,
  timeZone,
  section: Section,
}: {
  customer: CustomerDetail;
  section: (props: { title: string; children: ReactNode }) => ReactNode;
} & Zone) {
  const { t } = useTranslation();
  return customer.sections.map((part) => (
    <Section key={part.key} title={t(`customers.section.${part.key}`)}>
      <Lines label={t(`customers.section.${part.key}`)} empty={t('customers.nothingYet')}>
        {part.items.map((item) => (
          <Line
            key={item.id}
            primary={item.title}
            secondary={[item.status, item.at && visitDay(item.at, timeZone)]
              .filter(Boolean)
              .join(' · ')}
          />
        ))}
      </Lines>
    </Section>
  ));
}

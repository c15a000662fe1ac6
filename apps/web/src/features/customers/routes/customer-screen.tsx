import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { CustomerDetail } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { Chip } from '@/components/chip';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { callIcon } from '@/components/icons/call';
import { NotFoundScreen } from '@/components/not-found-screen';
import { ApiError } from '@/lib/api-client';
import { leftToRight } from '@/lib/bidi';
import { useOwnerClub } from '@/lib/api/owner-club';
import { paths } from '@/lib/paths';
import { usePhoneFormat } from '@/lib/phone';
import { useCustomer } from '../api/customer';
import { CategoryEditor } from '../components/category-editor';
import {
  BookingLines,
  ExtraSections,
  JoinedLines,
  NoShowLines,
  PaymentLines,
} from '../components/customer-history';
import { NoteEditor } from '../components/note-editor';
import styles from './customers-screens.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Name, phone with a call link, and whether they have an account or the desk added them. */
function Contact({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const formatPhone = usePhoneFormat();
  return (
    <div className={styles.contact}>
      <h2 className={styles.name}>
        <bdi>{customer.name || t('customers.noName')}</bdi>
      </h2>
      <div className={styles.badges}>
        <ButtonLink
          variant="outlined"
          startIcon={<Icon path={callIcon} />}
          href={`tel:${customer.phone}`}
        >
          {leftToRight(formatPhone(customer.phone))}
        </ButtonLink>
        {customer.hasAccount && <Chip label={t('customers.hasAccount')} />}
        {customer.addedByClub && <Chip label={t('customers.addedByClub')} />}
      </div>
      <p className={styles.counts}>
        {t('customers.counts', { bookings: customer.bookings, noShows: customer.noShows })}
      </p>
    </div>
  );
}

/** A customer's page: contact, categories, private notes, bookings, payments, no-shows. */
export function CustomerScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const timeZone = useOwnerClub().data?.timeZone;
  if (customer.isPending) return <CardListSkeleton photoSize={40} rows={3} />;
  if (customer.isError) {
    if (customer.error instanceof ApiError && customer.error.body.statusCode === 404)
      return <NotFoundScreen homePath={paths.customers} />;
    return <ErrorState onRetry={() => void customer.refetch()} retrying={customer.isFetching} />;
  }
  const data = customer.data;
  const zone = { customer: data, timeZone };
  return (
    <div className={styles.screen}>
      <Contact customer={data} />
      <Section title={t('customers.categories')}>
        <CategoryEditor customerId={data.id} chosen={data.categories} />
      </Section>
      <Section title={t('customers.notes')}>
        <NoteEditor key={data.note} customerId={data.id} note={data.note} />
      </Section>
      <Section title={t('customers.bookings')}>
        <BookingLines {...zone} />
      </Section>
      <Section title={t('customers.noShowsCount', { count: data.noShows })}>
        <NoShowLines {...zone} />
      </Section>
      <Section title={t('customers.payments')}>
        <PaymentLines {...zone} />
      </Section>
      <Section title={t('customers.joined')}>
        <JoinedLines {...zone} />
      </Section>
      <ExtraSections {...zone} section={Section} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CallRounded from '@mui/icons-material/CallRounded';
import type { CustomerDetail } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { ErrorState } from '@/components/error-state';
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Name, phone with a call link, and whether they have an account or the desk added them. */
function Contact({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const formatPhone = usePhoneFormat();
  return (
    <Stack spacing={1}>
      <Typography variant="h5" component="h2">
        <bdi>{customer.name || t('customers.noName')}</bdi>
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<CallRounded />} href={`tel:${customer.phone}`}>
          {leftToRight(formatPhone(customer.phone))}
        </Button>
        {customer.hasAccount && <Chip size="small" label={t('customers.hasAccount')} />}
        {customer.addedByClub && <Chip size="small" label={t('customers.addedByClub')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('customers.counts', { bookings: customer.bookings, noShows: customer.noShows })}
      </Typography>
    </Stack>
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
    <Stack spacing={2}>
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
    </Stack>
  );
}

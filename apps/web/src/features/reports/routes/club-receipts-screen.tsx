import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import type { Receipt, ReceiptPage } from '@courtside/shared';
import { dateTimeFormat } from '@courtside/shared/intl-formats';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { formatPrice } from '@/lib/money';
import { paths } from '@/lib/paths';
import { useClubReceipts } from '../api/club-receipts';
import { useExportClubReceipts } from '../api/club-receipts-csv';

/** This month on the device's calendar, YYYY-MM: the month the screen opens on. */
const thisMonth = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

function ReceiptRow({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const issued = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: receipt.timeZone,
  }).format(new Date(receipt.issuedAt));
  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t(receipt.kind === 'refund' ? 'receipts.refundTitle' : 'receipts.saleTitle', {
              number: receipt.number,
            })}
          </Typography>
          <Typography variant="subtitle1" component="p">
            <bdi>{formatPrice(receipt.amount, receipt.currency)}</bdi>
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[t(`receipts.purposes.${receipt.item.purpose}`), receipt.item.name]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <bdi>{issued}</bdi> · {t(`receipts.methods.${receipt.method}`)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function MonthTotals({ totals }: { totals: ReceiptPage['totals'] }) {
  const { t } = useTranslation();
  const currency = totals.currency ?? 'USD';
  return (
    <Typography variant="body1" role="status" sx={{ fontWeight: 600 }}>
      {t('receipts.owner.total', {
        receipts: totals.count,
        amount: formatPrice(totals.amount, currency),
        tax: formatPrice(totals.taxAmount, currency),
      })}
    </Typography>
  );
}

/** The month's list with its total: loading, empty and error states of its own. */
function MonthReceipts({ month }: { month: string }) {
  const { t } = useTranslation();
  const receipts = useClubReceipts(month);
  if (receipts.isPending) return <CardListSkeleton photoSize={0} />;
  if (receipts.isError)
    return <ErrorState onRetry={() => void receipts.refetch()} retrying={receipts.isFetching} />;
  const items = receipts.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={<ReceiptLongRounded />}
        title={t('receipts.owner.none')}
        message={t('receipts.owner.noneHint')}
      />
    );
  return (
    <>
      <MonthTotals totals={receipts.data.pages[0]!.totals} />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((receipt) => (
          <ReceiptRow key={receipt.id} receipt={receipt} />
        ))}
      </Stack>
      {receipts.hasNextPage && (
        <Button onClick={() => void receipts.fetchNextPage()} loading={receipts.isFetchingNextPage}>
          {t('receipts.owner.more')}
        </Button>
      )}
    </>
  );
}

/** The owner's receipts of a month: the list, its total, and the month as CSV. */
export function ClubReceiptsScreen() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(thisMonth);
  const receipts = useClubReceipts(month);
  const exportCsv = useExportClubReceipts();
  const first = receipts.data?.pages[0];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          type="month"
          label={t('receipts.owner.month')}
          value={month}
          onChange={(event) => event.target.value && setMonth(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
        <Button
          startIcon={<DownloadRounded />}
          disabled={!first || first.totals.count === 0}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate(month)}
        >
          {t('receipts.owner.exportCsv')}
        </Button>
      </Stack>
      {exportCsv.isError && (
        <Typography color="error" role="alert">
          {t('receipts.owner.exportFailed')}
        </Typography>
      )}
      <Button component={RouterLink} to={paths.clubHours} sx={{ alignSelf: 'flex-start' }}>
        {t('receipts.owner.taxSettings')}
      </Button>
      <MonthReceipts month={month} />
    </Stack>
  );
}

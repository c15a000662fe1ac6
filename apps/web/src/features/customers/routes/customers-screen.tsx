import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { useToast } from '@/components/toast';
import { useOwnerClub } from '@/lib/api/owner-club';
import { downloadFile } from '@/lib/download';
import { customerPath } from '@/lib/paths';
import { useCustomerList } from '../api/customer-list';
import { fetchCustomersCsv } from '../api/export-customers';
import { AddCustomerDialog } from '../components/add-customer-dialog';
import { CustomerCard } from '../components/customer-card';

/** The CSV of every customer, saved by the browser. */
function useExport() {
  const { t } = useTranslation();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      downloadFile('customers.csv', 'text/csv', await fetchCustomersCsv());
    } catch {
      toast.show({ message: t('customers.exportFailed'), severity: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run: () => void run() };
}

/** The club's customers: search by name or phone, add one, export them, open one's page. */
export function CustomersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const customers = useCustomerList(q);
  const timeZone = useOwnerClub().data?.timeZone;
  const [adding, setAdding] = useState(false);
  const csv = useExport();

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadRounded />}
          onClick={csv.run}
          loading={csv.exporting}
        >
          {t('customers.exportCsv')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PersonAddRounded />}
          onClick={() => setAdding(true)}
        >
          {t('customers.addCustomer')}
        </Button>
      </Box>
      <TextField
        type="search"
        label={t('customers.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
          },
        }}
      />
      <CustomerResults customers={customers} searching={q !== ''} timeZone={timeZone} />
      <AddCustomerDialog
        open={adding}
        timeZone={timeZone}
        onClose={() => setAdding(false)}
        onAdded={(customer) => void navigate(customerPath(customer.id))}
      />
    </Stack>
  );
}

function CustomerResults({
  customers,
  searching,
  timeZone,
}: {
  customers: ReturnType<typeof useCustomerList>;
  searching: boolean;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation();
  if (customers.isPending) return <CardListSkeleton photoSize={40} />;
  if (customers.isError)
    return <ErrorState onRetry={() => void customers.refetch()} retrying={customers.isFetching} />;
  const items = customers.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={<GroupsRounded />}
        title={searching ? t('customers.noMatch') : t('customers.empty')}
        message={searching ? undefined : t('customers.emptyHint')}
      />
    );
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('customers.title')} sx={{ p: 0, m: 0 }}>
      {items.map((customer) => (
        <Box component="li" key={customer.id} sx={{ listStyle: 'none' }}>
          <CustomerCard customer={customer} timeZone={timeZone} />
        </Box>
      ))}
      {customers.hasNextPage && (
        <Button
          onClick={() => void customers.fetchNextPage()}
          loading={customers.isFetchingNextPage}
        >
          {t('customers.more')}
        </Button>
      )}
    </Stack>
  );
}

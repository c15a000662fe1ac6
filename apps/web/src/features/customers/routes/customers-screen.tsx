import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { downloadIcon } from '@/components/icons/download';
import { groupsIcon } from '@/components/icons/groups';
import { personAddIcon } from '@/components/icons/person-add';
import { SearchField } from '@/components/search-field';
import { useToast } from '@/components/toast';
import { useOwnerClub } from '@/lib/api/owner-club';
import { downloadFile } from '@/lib/download';
import { customerPath } from '@/lib/paths';
import { useCustomerList } from '../api/customer-list';
import { fetchCustomersCsv } from '../api/export-customers';
import { AddCustomerDialog } from '../components/add-customer-dialog';
import { CustomerCard } from '../components/customer-card';
import styles from './customers-screens.module.css';

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
    <div className={styles.screen}>
      <div className={styles.tools}>
        <Button
          variant="outlined"
          startIcon={<Icon path={downloadIcon} />}
          onClick={csv.run}
          loading={csv.exporting}
        >
          {t('customers.exportCsv')}
        </Button>
        <Button
          variant="contained"
          startIcon={<Icon path={personAddIcon} />}
          onClick={() => setAdding(true)}
        >
          {t('customers.addCustomer')}
        </Button>
      </div>
      <SearchField
        label={t('customers.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <CustomerResults customers={customers} searching={q !== ''} timeZone={timeZone} />
      <AddCustomerDialog
        open={adding}
        timeZone={timeZone}
        onClose={() => setAdding(false)}
        onAdded={(customer) => void navigate(customerPath(customer.id))}
      />
    </div>
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
        icon={<Icon path={groupsIcon} />}
        title={searching ? t('customers.noMatch') : t('customers.empty')}
        message={searching ? undefined : t('customers.emptyHint')}
      />
    );
  return (
    <div className={styles.results}>
      <ul aria-label={t('customers.title')} className={styles.list}>
        {items.map((customer) => (
          <li key={customer.id}>
            <CustomerCard customer={customer} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      {customers.hasNextPage && (
        <Button
          onClick={() => void customers.fetchNextPage()}
          loading={customers.isFetchingNextPage}
        >
          {t('customers.more')}
        </Button>
      )}
    </div>
  );
}

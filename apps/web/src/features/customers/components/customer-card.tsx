import { Link } from 'react-router';
import type { CustomerSummary } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { leftToRight } from '@/lib/bidi';
import { customerPath } from '@/lib/paths';
import { usePhoneFormat } from '@/lib/phone';
import { CategoryChips } from './category-chips';
import { visitDay } from './visit-day';
import styles from './customers.module.css';

/** One customer in the list: name, phone, categories, last visit; opens their page. */
export function CustomerCard({
  customer,
  timeZone,
}: {
  customer: CustomerSummary;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation();
  const formatPhone = usePhoneFormat();
  return (
    <div className={styles.card}>
      <Link to={customerPath(customer.id)} className={styles.open}>
        <h2 className={styles.name}>
          <bdi>{customer.name || t('customers.noName')}</bdi>
        </h2>
        <p className={styles.line}>{leftToRight(formatPhone(customer.phone))}</p>
        <CategoryChips categories={customer.categories} />
        <p className={styles.line}>
          {customer.lastVisit
            ? t('customers.lastVisit', { date: visitDay(customer.lastVisit, timeZone) })
            : t('customers.noVisit')}
        </p>
      </Link>
    </div>
  );
}

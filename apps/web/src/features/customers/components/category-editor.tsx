import { useState } from 'react';
import type { CustomerCategory } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { checkIcon } from '@/components/icons/check';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { useAddCategory } from '../api/add-category';
import { useClubCategories } from '@/lib/api/club-categories';
import { useSetCustomerCategories } from '../api/customer-categories';
import styles from './customers.module.css';

const nameMaxLength = 40;

/** The club's categories as chips, those the customer is in filled; a tap puts them in or out. */
export function CategoryEditor({
  customerId,
  chosen,
}: {
  customerId: string;
  chosen: readonly CustomerCategory[];
}) {
  const { t } = useTranslation();
  const categories = useClubCategories();
  const setCategories = useSetCustomerCategories(customerId);
  const chosenIds = new Set(chosen.map((category) => category.id));
  const toggle = (id: string) => {
    const next = new Set(chosenIds);
    if (!next.delete(id)) next.add(id);
    setCategories.mutate([...next]);
  };
  return (
    <div className={styles.editor}>
      <div className={styles.categories} role="group" aria-label={t('customers.categories')}>
        {(categories.data ?? []).map((category) => {
          const on = chosenIds.has(category.id);
          return (
            <button
              key={category.id}
              type="button"
              className={styles.toggle}
              aria-pressed={on}
              disabled={setCategories.isPending}
              onClick={() => toggle(category.id)}
            >
              {on && <Icon path={checkIcon} className={styles.toggleIcon} />}
              {category.name}
            </button>
          );
        })}
      </div>
      {categories.data?.length === 0 && (
        <p className={styles.secondary}>{t('customers.noCategories')}</p>
      )}
      <NewCategory />
    </div>
  );
}

/** Why a new category was refused, as a translation key. */
function refusalOf(error: unknown): string {
  const code = error instanceof ApiError ? error.body.code : null;
  if (code === conflictCodes.CATEGORY_EXISTS) return 'customers.categoryExists';
  if (code === conflictCodes.CATEGORY_LIMIT) return 'customers.categoryLimit';
  return 'customers.saveFailed';
}

/** A new category of the club's: a unique name, a few dozen at most. */
function NewCategory() {
  const { t } = useTranslation();
  const add = useAddCategory();
  const [name, setName] = useState('');
  const refusal = refusalOf(add.error);
  const submit = () => add.mutate(name.trim(), { onSuccess: () => setName('') });
  return (
    <div className={styles.newCategory}>
      <TextField
        size="small"
        label={t('customers.newCategory')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={add.isError ? t(refusal) : undefined}
        maxLength={nameMaxLength}
        dir="auto"
        className={styles.grow}
      />
      <Button onClick={submit} disabled={name.trim() === ''} loading={add.isPending}>
        {t('customers.addCategory')}
      </Button>
    </div>
  );
}

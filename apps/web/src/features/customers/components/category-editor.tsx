import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import type { CustomerCategory } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useAddCategory } from '../api/add-category';
import { useClubCategories } from '@/lib/api/club-categories';
import { useSetCustomerCategories } from '../api/customer-categories';

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
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1 }}
        role="group"
        aria-label={t('customers.categories')}
      >
        {(categories.data ?? []).map((category) => {
          const on = chosenIds.has(category.id);
          return (
            <Chip
              key={category.id}
              label={category.name}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              icon={on ? <CheckRounded /> : undefined}
              aria-pressed={on}
              disabled={setCategories.isPending}
              onClick={() => toggle(category.id)}
            />
          );
        })}
      </Stack>
      {categories.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('customers.noCategories')}
        </Typography>
      )}
      <NewCategory />
    </Stack>
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
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t('customers.newCategory')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={add.isError}
        helperText={add.isError ? t(refusal) : undefined}
        slotProps={{ htmlInput: { maxLength: nameMaxLength, dir: 'auto' } }}
        sx={{ flex: 1 }}
      />
      <Button onClick={submit} disabled={name.trim() === ''} loading={add.isPending}>
        {t('customers.addCategory')}
      </Button>
    </Stack>
  );
}

import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { CustomerCategory } from '@courtside/shared';

/** A customer's categories as small chips, in a line that wraps. */
export function CategoryChips({ categories }: { categories: readonly CustomerCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {categories.map((category) => (
        <Chip key={category.id} size="small" label={category.name} />
      ))}
    </Stack>
  );
}

import type { CustomerCategory } from '@courtside/shared';
import { Chip } from '@/components/chip';
import styles from './customers.module.css';

/** A customer's categories as small chips, in a line that wraps. */
export function CategoryChips({ categories }: { categories: readonly CustomerCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <div className={styles.chips}>
      {categories.map((category) => (
        <Chip key={category.id} label={category.name} />
      ))}
    </div>
  );
}

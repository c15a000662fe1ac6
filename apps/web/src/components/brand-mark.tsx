import { Icon } from './icon';
import { sportsTennisIcon } from './icons/sports-tennis';
import styles from './brand-mark.module.css';

/** The app's logo: a ball-coloured racket on the brand colour. */
export function BrandMark({ size }: { size: number }) {
  return (
    <div
      aria-hidden="true"
      className={styles.mark}
      style={{ width: size, height: size, borderRadius: size / 3.5, fontSize: size * 0.6 }}
    >
      <Icon path={sportsTennisIcon} />
    </div>
  );
}

import { Skeleton } from './skeleton';
import styles from './card-list-skeleton.module.css';

interface CardListSkeletonProps {
  /** The size of the square picture each card starts with. */
  photoSize: number;
  rows?: number;
}

/** The shape of a list of picture-and-text cards while it loads. */
export function CardListSkeleton({ photoSize, rows = 4 }: CardListSkeletonProps) {
  return (
    <div className={styles.list} aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton variant="block" width={photoSize} height={photoSize} className={styles.photo} />
          <div className={styles.lines}>
            <Skeleton width="60%" height={28} />
            <Skeleton width="80%" />
            <Skeleton width="30%" />
          </div>
        </div>
      ))}
    </div>
  );
}

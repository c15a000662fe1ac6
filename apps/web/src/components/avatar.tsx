import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import styles from './avatar.module.css';

interface AvatarProps {
  /** The picture; without one, or when it fails to load, `children` shows instead. */
  src?: string | null;
  /** Names the picture where nothing beside it says whose it is (a profile's own photo). */
  alt?: string;
  /** Pixels square. */
  size?: number;
  className?: string;
  /** Initials or an icon. */
  children?: ReactNode;
}

/** A round picture, decorative unless `alt` names it: the name beside it, or its parent's label, says who it is. */
export function Avatar({ src, alt = '', size = 40, className, children }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src;
  return (
    <span
      className={clsx(styles.avatar, className)}
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {shown ? (
        <img src={src} alt={alt} className={styles.image} onError={() => setFailed(src)} />
      ) : (
        children
      )}
    </span>
  );
}

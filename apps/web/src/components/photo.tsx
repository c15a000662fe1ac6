import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import styles from './photo.module.css';

interface PhotoProps {
  src: string | null;
  /** Intrinsic size: the box keeps it (or its proportions with `fluid`) before the image loads. */
  width: number;
  height: number;
  /** Shown in place of a missing picture, e.g. the sport's icon. */
  fallback: ReactNode;
  /** Fills the parent's width at the given proportions instead of a fixed size. */
  fluid?: boolean;
  radius?: number | string;
}

/**
 * Whether the pictures inside are on the first screen (the first cards of a list): they load
 * at once rather than when scrolled to, so the first paint does not wait for them.
 */
const FirstScreen = createContext(false);
export const FirstScreenPhotos = FirstScreen.Provider;

/**
 * A decorative picture in a fixed box, so nothing moves while it arrives: lazy unless it is
 * on the first screen (FirstScreenPhotos).
 */
export function Photo({
  src,
  width,
  height,
  fallback,
  fluid = false,
  radius = '14px',
}: PhotoProps) {
  const firstScreen = useContext(FirstScreen);
  const box: CSSProperties & Record<'--photo-icon-size', string> = {
    ...(fluid ? { aspectRatio: `${width} / ${height}` } : { width, height }),
    borderRadius: radius,
    '--photo-icon-size': `${Math.min(width, height) * 0.4}px`,
  };
  return (
    <div className={fluid ? `${styles.photo} ${styles.fluid}` : styles.photo} style={box}>
      {src ? (
        <img
          src={src}
          alt=""
          loading={firstScreen ? 'eager' : 'lazy'}
          decoding="async"
          width={width}
          height={height}
        />
      ) : (
        fallback
      )}
    </div>
  );
}

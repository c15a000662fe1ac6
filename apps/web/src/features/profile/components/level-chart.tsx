import { padelLevelMax } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import styles from './level-chart.module.css';

const width = 300;
const height = 80;
const pad = 6;

/** The x and y of each level in the chart's box: oldest at the start, 0 to 5 bottom to top. */
export function chartPoints(levels: readonly number[]): Array<[number, number]> {
  const step = levels.length > 1 ? (width - 2 * pad) / (levels.length - 1) : 0;
  return levels.map((level, index) => [
    pad + index * step,
    height - pad - (level / padelLevelMax) * (height - 2 * pad),
  ]);
}

/**
 * A small line of the level after each confirmed match, drawn as SVG (no chart library): it
 * scales to the card's width and always runs from the oldest point to the newest, left to
 * right, as time is read in every language.
 */
export function LevelChart({ levels }: { levels: readonly number[] }) {
  const { t } = useTranslation();
  const points = chartPoints(levels);
  const last = points.at(-1);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      role="img"
      aria-label={t('results.chartLabel', { levels: levels.join(', ') })}
      preserveAspectRatio="none"
      style={{ direction: 'ltr', display: 'block' }}
    >
      <line
        x1={pad}
        x2={width - pad}
        y1={height / 2}
        y2={height / 2}
        className={styles.middle}
        strokeDasharray="4 4"
      />
      <polyline
        fill="none"
        className={styles.line}
        strokeWidth={2.5}
        vectorEffect="non-scaling-stroke"
        points={points.map(([x, y]) => `${x},${y}`).join(' ')}
      />
      {last && <circle cx={last[0]} cy={last[1]} r={4} className={styles.point} />}
    </svg>
  );
}

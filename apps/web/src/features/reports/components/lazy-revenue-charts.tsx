import { lazy, Suspense, type CSSProperties } from 'react';
import type { ClubReport } from '@courtside/shared';
import { methodChartHeight, weekChartHeight } from './chart-sizes';
import styles from './charts.module.css';

// recharts is most of the report's code: the charts load beside the report's answer, and
// their room is kept meanwhile so nothing below them moves when they arrive.
const charts = () => import('./revenue-charts');

const WeekChart = lazy(async () => ({ default: (await charts()).RevenueByWeekChart }));
const MethodChart = lazy(async () => ({ default: (await charts()).RevenueByMethodChart }));

/** The room a chart keeps while it loads. */
function Room({ height }: { height: number }) {
  return (
    <div className={styles.room} style={{ '--chart-height': `${height}px` } as CSSProperties} />
  );
}

/** Collected money by week (see revenue-charts), drawn once recharts has loaded. */
export function RevenueByWeekChart({ report }: { report: ClubReport }) {
  return (
    <Suspense fallback={<Room height={weekChartHeight} />}>
      <WeekChart report={report} />
    </Suspense>
  );
}

/** Collected money by payment method (see revenue-charts), drawn once recharts has loaded. */
export function RevenueByMethodChart({ report }: { report: ClubReport }) {
  return (
    <Suspense fallback={<Room height={methodChartHeight(report)} />}>
      <MethodChart report={report} />
    </Suspense>
  );
}

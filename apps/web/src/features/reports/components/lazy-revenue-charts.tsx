import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { ClubReport } from '@courtside/shared';
import { methodChartHeight, weekChartHeight } from './chart-sizes';

// recharts is most of the report's code: the charts load beside the report's answer, and
// their room is kept meanwhile so nothing below them moves when they arrive.
const charts = () => import('./revenue-charts');

const WeekChart = lazy(async () => ({ default: (await charts()).RevenueByWeekChart }));
const MethodChart = lazy(async () => ({ default: (await charts()).RevenueByMethodChart }));

/** Collected money by week (see revenue-charts), drawn once recharts has loaded. */
export function RevenueByWeekChart({ report }: { report: ClubReport }) {
  return (
    <Suspense fallback={<Box sx={{ height: weekChartHeight }} />}>
      <WeekChart report={report} />
    </Suspense>
  );
}

/** Collected money by payment method (see revenue-charts), drawn once recharts has loaded. */
export function RevenueByMethodChart({ report }: { report: ClubReport }) {
  return (
    <Suspense fallback={<Box sx={{ height: methodChartHeight(report) }} />}>
      <MethodChart report={report} />
    </Suspense>
  );
}

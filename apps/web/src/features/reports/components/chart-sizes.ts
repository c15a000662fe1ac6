import type { ClubReport } from '@courtside/shared';

/** How tall each revenue chart is, drawn or still loading, so nothing moves when it arrives. */
export const weekChartHeight = 220;
export const methodChartHeight = (report: ClubReport) => 56 + report.revenueByMethod.length * 40;

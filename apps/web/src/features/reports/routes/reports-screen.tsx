import { useState } from 'react';
import type { ClubReport } from '@courtside/shared';
import { isReportPeriod, maxReportDays, requestWindowDates } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { downloadIcon } from '@/components/icons/download';
import { ProgressBar } from '@/components/progress-bar';
import { ScreenLoading } from '@/components/route-loading';
import { Switch } from '@/components/switch';
import { TextField } from '@/components/text-field';
import { downloadFile } from '@/lib/download';
import { useReport } from '../api/report';
import { OccupancyHeatMap } from '../components/occupancy-heat-map';
import { reportCsv } from '../components/report-format';
import { ReportSection } from '../components/report-section';
import {
  OccupancyTable,
  RevenueByMethodTable,
  RevenueByWeekTable,
} from '../components/report-tables';
import { RevenueByMethodChart, RevenueByWeekChart } from '../components/lazy-revenue-charts';
import { SummaryFigures } from '../components/summary-figures';
import styles from './reports-screen.module.css';

const pad = (value: number) => String(value).padStart(2, '0');

/** This month, on the device's calendar: the period a report opens on. */
function thisMonth(now = new Date()) {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  const last = new Date(year, month, 0).getDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}

/** The server's own rule: dates from a year back, in order, at most maxReportDays days. */
const validPeriod = (from: string, to: string) => isReportPeriod(from, to, new Date());

function ReportBody({ report, asTable }: { report: ClubReport; asTable: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <SummaryFigures report={report} />
      <ReportSection
        title={t('reports.occupancy')}
        asTable={asTable}
        chart={<OccupancyHeatMap report={report} />}
        table={<OccupancyTable report={report} />}
      />
      <ReportSection
        title={t('reports.revenueByWeek')}
        asTable={asTable}
        chart={<RevenueByWeekChart report={report} />}
        table={<RevenueByWeekTable report={report} />}
      />
      <ReportSection
        title={t('reports.revenueByMethod')}
        asTable={asTable}
        chart={
          report.revenueByMethod.length === 0 ? (
            <p className={styles.noRevenue}>{t('reports.noRevenue')}</p>
          ) : (
            <RevenueByMethodChart report={report} />
          )
        }
        table={<RevenueByMethodTable report={report} />}
      />
    </div>
  );
}

/** SPEC 2 Reports: the owner's club over a chosen period, as charts or tables, and as CSV. */
export function ReportsScreen() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(thisMonth);
  const [asTable, setAsTable] = useState(false);
  const valid = validPeriod(period.from, period.to);
  const dates = requestWindowDates(new Date());
  const report = useReport(period.from, period.to, valid);

  const exportCsv = () => {
    if (report.data)
      downloadFile(`report-${period.from}-${period.to}.csv`, 'text/csv', reportCsv(report.data));
  };
  return (
    <div className={styles.screen}>
      <div className={styles.period}>
        <TextField
          type="date"
          label={t('reports.from')}
          value={period.from}
          onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          min={dates.first}
          max={dates.last}
          shrinkLabel
          className={styles.field}
        />
        <TextField
          type="date"
          label={t('reports.to')}
          value={period.to}
          onChange={(event) => setPeriod({ ...period, to: event.target.value })}
          error={valid ? undefined : t('reports.periodInvalid', { days: maxReportDays })}
          min={dates.first}
          max={dates.last}
          shrinkLabel
          className={styles.field}
        />
      </div>
      <div className={styles.tools}>
        <Switch checked={asTable} onChange={setAsTable} label={t('reports.tableView')} />
        <Button
          startIcon={<Icon path={downloadIcon} />}
          onClick={exportCsv}
          disabled={!report.data}
        >
          {t('reports.exportCsv')}
        </Button>
      </div>
      {report.isFetching && report.data && <ProgressBar aria-label={t('reports.loading')} />}
      {report.isError ? (
        <ErrorState onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : report.data ? (
        <ReportBody report={report.data} asTable={asTable} />
      ) : (
        valid && <ScreenLoading inline />
      )}
    </div>
  );
}

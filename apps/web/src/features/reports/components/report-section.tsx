import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { onlyForScreenReaders } from '@/components/screen-reader-only';

interface Props {
  title: string;
  /** Shown as a table instead of the chart; the table is always there for screen readers. */
  asTable: boolean;
  chart: ReactNode;
  table: ReactNode;
}

/** One figure of the report: a chart for the eye and the same figures as a table. */
export function ReportSection({ title, asTable, chart, table }: Props) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {asTable ? (
        <Box sx={{ overflowX: 'auto' }}>{table}</Box>
      ) : (
        <>
          {chart}
          <Box sx={onlyForScreenReaders}>{table}</Box>
        </>
      )}
    </Card>
  );
}

import type { CSSProperties } from 'react';
import type { ClubReport } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatPrice } from '@/lib/money';
import { methodChartHeight, weekChartHeight } from './chart-sizes';
import { compactMoney, weekBars } from './report-format';
import styles from './charts.module.css';

const tick = { fontSize: 12 };

/** The app's colours (base.css) for the chart's SVG, which takes them as plain values. */
function appColours() {
  const root = getComputedStyle(document.documentElement);
  const colour = (name: string) => root.getPropertyValue(name).trim();
  return {
    primary: colour('--brand-teal'),
    secondary: colour('--brand-lime'),
    ink: colour('--ink'),
    divider: colour('--divider'),
    hover: colour('--hover-tint'),
  };
}

const room = (height: number) => ({ '--chart-height': `${height}px` }) as CSSProperties;

// Charts are drawn left to right whatever the language (SVG text anchors follow the page's
// direction otherwise); in Arabic their axes are mirrored instead, so they read right to left.

/** Collected money by week: a bar a week, the best week's amount on its bar; a tapped bar shows its own. */
export function RevenueByWeekChart({ report }: { report: ClubReport }) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const colours = appColours();
  const data = weekBars(report);
  return (
    <div className={styles.room} style={room(weekChartHeight)} aria-hidden dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 20, right: 8, left: 8, bottom: 0 }}
        >
          <CartesianGrid vertical={false} stroke={colours.divider} />
          <XAxis dataKey="label" tick={tick} reversed={rtl} interval="preserveStartEnd" />
          <YAxis
            tick={tick}
            width={48}
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={(value: number) => compactMoney(value, report.currency)}
          />
          <Tooltip
            cursor={{ fill: colours.hover }}
            formatter={(value) => [formatPrice(Number(value), report.currency), '']}
            separator=""
          />
          <Bar dataKey="amount" fill={colours.primary} radius={[4, 4, 0, 0]}>
            <LabelList
              dataKey="peak"
              position="top"
              content={({ x, y, width, index }) => {
                const bar = index === undefined ? undefined : data[index];
                if (!bar?.peak) return null;
                return (
                  <text
                    x={Number(x) + Number(width) / 2}
                    y={Number(y) - 4}
                    textAnchor="middle"
                    fontSize={12}
                    fill={colours.ink}
                  >
                    {compactMoney(bar.amount, report.currency)}
                  </text>
                );
              }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Collected money by payment method, as labelled bars (the same way round in every language). */
export function RevenueByMethodChart({ report }: { report: ClubReport }) {
  const { t } = useTranslation();
  const colours = appColours();
  const data = report.revenueByMethod.map((row) => ({
    label: t(`paymentMethods.${row.method}`, { defaultValue: row.method }),
    amount: row.amount,
    count: row.count,
  }));
  return (
    <div className={styles.room} style={room(methodChartHeight(report))} aria-hidden dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 56, left: 8, bottom: 4 }}
        >
          <XAxis type="number" hide />
          <YAxis type="category" dataKey="label" tick={tick} width={96} />
          <Tooltip
            cursor={{ fill: colours.hover }}
            formatter={(value) => [formatPrice(Number(value), report.currency), '']}
            separator=""
          />
          <Bar dataKey="amount" fill={colours.secondary} radius={4}>
            <LabelList
              dataKey="amount"
              position="right"
              formatter={(value) => compactMoney(Number(value), report.currency)}
              style={{ fontSize: 12, fill: colours.ink }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

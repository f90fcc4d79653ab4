import { DASHBOARD_DECIMALS, formatPeso, PH_TIME_ZONE } from '@tabang/shared';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Bars of pesos given per period; `start` is each period's first day, YYYY-MM-DD in Davao. */
export type ChartPoint = { start: string; amount: number };

const HEIGHT = 220;
const BAR_COLOUR = '#047857';

/** Seconds since the epoch of a Davao calendar day's midnight (Manila is UTC+8 all year). */
const davaoMidnight = (day: string) => Date.parse(`${day}T00:00:00+08:00`) / 1000;

/**
 * A bar chart drawn with uPlot (about 50 KB, canvas), loaded only by the reports page. It follows its box's width,
 * so it fits a phone; the page gives the same numbers as a table for screen readers and keyboards.
 */
export default function DonationChart({
  points,
  label,
  dateFormat,
}: {
  points: ChartPoint[];
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  /** uPlot's date template for the x axis: "{MMM} {D}" for days, "{MMM} {YY}" for months. */
  dateFormat: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const formatDay = uPlot.fmtDate(dateFormat);
    const chart = new uPlot(
      {
        width: target.clientWidth,
        height: HEIGHT,
        // Axis dates in Davao time, wherever the reader is.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), PH_TIME_ZONE),
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_, __, max) => [0, Math.max(max, 1)] } },
        axes: [
          {
            values: (_, ticks) =>
              ticks.map((tick) => formatDay(uPlot.tzDate(new Date(tick * 1000), PH_TIME_ZONE))),
          },
          { size: 80, values: (_, ticks) => ticks.map((tick) => formatPeso(tick, 0)) },
        ],
        series: [
          {},
          {
            fill: BAR_COLOUR,
            stroke: BAR_COLOUR,
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            points: { show: false },
            value: (_, value) => formatPeso(value ?? 0, DASHBOARD_DECIMALS),
          },
        ],
      },
      [points.map((point) => davaoMidnight(point.start)), points.map((point) => point.amount)],
      target,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: target.clientWidth, height: HEIGHT }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, dateFormat]);
  return <div ref={box} role="img" aria-label={label} className="w-full" data-testid="donation-chart" />;
}

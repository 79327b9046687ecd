import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { DashboardWeek } from '../../../../common/dashboard/types';
import { ChartImage } from './chart-image';
import { useWidth } from './use-width';

const HEIGHT = 220;
const AXIS = 64;
const EDGE = 12;
const BOTTOM = 28;
const TOP = 10;

/**
 * Vertical bars, one per week, drawn with visx as SVG. Time runs with the reading direction: in
 * Arabic the first week is on the right and the value axis stands on the right. The SVG is one
 * image (`role="img"`) named by a summary; the figures themselves are in the table that follows.
 */
export function WeeklyBars(props: {
  weeks: DashboardWeek[];
  value: (week: DashboardWeek) => number;
  /** A value as the axis writes it (an amount in whole units, a count). */
  tick: (value: number) => string;
  summary: string;
  rtl: boolean;
  testId: string;
}) {
  const { ref, width } = useWidth<HTMLDivElement>(640);
  const innerWidth = Math.max(width - AXIS - EDGE, 40);
  const innerHeight = HEIGHT - TOP - BOTTOM;
  const max = Math.max(...props.weeks.map(props.value), 0);
  const x = scaleBand<string>({
    domain: props.weeks.map((w) => w.start),
    range: props.rtl ? [innerWidth, 0] : [0, innerWidth],
    padding: 0.25,
  });
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [innerHeight, 0], nice: true });
  // As many week labels as fit, every n-th one, always the first.
  const every = Math.max(1, Math.ceil(props.weeks.length / Math.max(1, Math.floor(innerWidth / 56))));
  const labels = new Map(props.weeks.map((w) => [w.start, w.label]));
  const left = props.rtl ? EDGE : AXIS;
  // At most four value ticks, and never two that read the same (0.01 MAD written as a whole 0).
  const seen = new Set<string>();
  const valueTicks = y.ticks(Math.min(4, Math.max(1, max))).filter((v) => {
    const text = props.tick(v);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  const axisLabel = { fill: 'currentColor', fontSize: 11, fontFamily: 'inherit' } as const;
  // The value axis, at the inline start: on the left, or on the right in Arabic.
  const valueAxis = {
    scale: y,
    tickValues: valueTicks,
    stroke: 'currentColor',
    tickStroke: 'currentColor',
    tickFormat: (v: unknown) => props.tick(Number(v)),
  };
  return (
    <ChartImage ref={ref} width={width} height={HEIGHT} chart={props} ink="soft">
      <Group left={left} top={TOP}>
        {props.weeks.map((week) => {
          const value = props.value(week);
          const barHeight = innerHeight - y(value);
          return (
            <Bar
              key={week.start}
              data-week={week.start}
              x={x(week.start)}
              y={innerHeight - barHeight}
              width={x.bandwidth()}
              height={barHeight}
              className={
                week.partial ? 'fill-teal-600/60 dark:fill-teal-400/60' : 'fill-teal-700 dark:fill-teal-400'
              }
            />
          );
        })}
        <AxisBottom
          top={innerHeight}
          scale={x}
          stroke="currentColor"
          tickStroke="currentColor"
          tickValues={props.weeks.filter((_, i) => i % every === 0).map((w) => w.start)}
          tickFormat={(start) => labels.get(start) ?? ''}
          tickLabelProps={{ ...axisLabel, textAnchor: 'middle', direction: props.rtl ? 'rtl' : 'ltr' }}
        />
        {props.rtl ? (
          <AxisRight
            left={innerWidth}
            {...valueAxis}
            tickLabelProps={{ ...axisLabel, textAnchor: 'start' }}
          />
        ) : (
          <AxisLeft {...valueAxis} tickLabelProps={{ ...axisLabel, textAnchor: 'end' }} />
        )}
      </Group>
    </ChartImage>
  );
}

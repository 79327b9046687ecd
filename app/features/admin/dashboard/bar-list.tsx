import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartImage } from './chart-image';
import { useWidth } from './use-width';

export interface BarItem {
  key: string;
  label: string;
  value: number;
  /** The value as written beside its bar. */
  valueLabel: string;
}

const ROW = 30;
const GAP = 8;

/**
 * Horizontal bars, one per status or service, growing from the reading direction's start (the
 * right in Arabic), each with its name above and its figure at its end. One image named by a
 * summary; the table that follows holds the figures.
 */
export function BarList(props: { items: BarItem[]; summary: string; rtl: boolean; testId: string }) {
  const { ref, width } = useWidth<HTMLDivElement>(480);
  const labelWidth = Math.min(200, Math.round(width * 0.4));
  const figureWidth = 96;
  const barSpace = Math.max(width - labelWidth - figureWidth, 20);
  const height = props.items.length * (ROW + GAP);
  const max = Math.max(...props.items.map((i) => i.value), 0);
  const y = scaleBand<string>({ domain: props.items.map((i) => i.key), range: [0, height], padding: 0.2 });
  const length = scaleLinear<number>({ domain: [0, max || 1], range: [0, barSpace] });
  // A text's start is its reading direction's: the right edge of an Arabic label.
  const dir = props.rtl ? 'rtl' : 'ltr';
  // Physical coordinates: the label column is at the start side, bars grow away from it.
  const labelX = props.rtl ? width : 0;
  const barStart = props.rtl ? width - labelWidth : labelWidth;
  return (
    <ChartImage ref={ref} width={width} height={height} chart={props} ink="strong">
      {props.items.map((item) => {
        const top = y(item.key) ?? 0;
        const barLength = Math.max(length(item.value), item.value > 0 ? 2 : 0);
        // The row's label and value: centred on its bar, written in the page's direction.
        const rowText = {
          y: top + y.bandwidth() / 2,
          dominantBaseline: 'middle',
          direction: dir,
          textAnchor: 'start',
          fill: 'currentColor',
          fontSize: 13,
        } as const;
        return (
          <Group key={item.key} data-item={item.key}>
            <text x={props.rtl ? labelX - 4 : labelX + 4} {...rowText}>
              {item.label.length > 26 ? `${item.label.slice(0, 25)}…` : item.label}
            </text>
            <Bar
              x={props.rtl ? barStart - barLength : barStart}
              y={top}
              width={barLength}
              height={y.bandwidth()}
              className="fill-teal-700 dark:fill-teal-400"
            />
            <text
              x={props.rtl ? barStart - barLength - 6 : barStart + barLength + 6}
              {...rowText}
              fontWeight={600}
            >
              {item.valueLabel}
            </text>
          </Group>
        );
      })}
    </ChartImage>
  );
}

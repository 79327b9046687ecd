import { useId, type ReactNode, type RefObject } from 'react';

const INK = {
  strong: 'text-slate-800 dark:text-slate-200',
  soft: 'text-slate-700 dark:text-slate-300',
};

/**
 * A dashboard chart's frame: a block as wide as its column (`ref` is the block `useWidth` measures
 * for the drawing) holding one SVG image named by its summary. The SVG is drawn with physical
 * coordinates: the mirroring for Arabic is the scales', not the text engine's.
 */
export function ChartImage({
  ref,
  ...props
}: {
  ref: RefObject<HTMLDivElement | null>;
  width: number;
  height: number;
  /** The image's name (a summary of its figures) and test id. */
  chart: { summary: string; testId: string };
  /** The text colour the drawing's `currentColor` takes. */
  ink: keyof typeof INK;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div ref={ref} className={`w-full ${INK[props.ink]}`}>
      <svg
        width={props.width}
        height={props.height}
        role="img"
        aria-labelledby={titleId}
        data-testid={props.chart.testId}
        direction="ltr"
      >
        <title id={titleId}>{props.chart.summary}</title>
        {props.children}
      </svg>
    </div>
  );
}

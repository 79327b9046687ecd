/** One line of a markdown table: its cells between pipes (the reports in docs/performance.md). */
export const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

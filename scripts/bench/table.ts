import type { WrkResult } from './wrk';

export type Row = { config: string; scenario: string; targetP99Ms: number; result: WrkResult };

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

const errorsOf = (result: WrkResult) => {
  const total = result.socketErrors + result.httpErrors + result.timeouts;
  if (!total) return '0';
  const parts = [
    result.timeouts && `${result.timeouts} time-outs`,
    result.httpErrors && `${result.httpErrors} HTTP ≥ 400`,
    result.socketErrors && `${result.socketErrors} socket`,
  ].filter(Boolean);
  return `${total} (${parts.join(', ')})`;
};

/** Whether the row meets its targets: no error of any kind, p99 within the target. */
export const meetsTarget = (row: Row) =>
  row.result.socketErrors + row.result.httpErrors + row.result.timeouts === 0 &&
  row.result.p99Ms <= row.targetP99Ms;

/** The results as one Markdown table (it reads as plain text too, and pastes into the README). */
export const formatTable = (rows: Row[]) => {
  const header = ['config', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'target p99'];
  const cells = rows.map((row) => [
    row.config,
    row.scenario,
    row.result.requestsPerSecond.toFixed(0),
    ms(row.result.p50Ms),
    ms(row.result.p99Ms),
    errorsOf(row.result),
    `≤ ${row.targetP99Ms} ${meetsTarget(row) ? 'met' : 'MISSED'}`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  );
  const numeric = new Set([2, 3, 4]);
  const line = (values: string[]) =>
    `| ${values
      .map((value, column) =>
        numeric.has(column)
          ? value.padStart(widths[column] ?? 0)
          : value.padEnd(widths[column] ?? 0),
      )
      .join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (numeric.has(column) ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(header), rule, ...cells.map(line)].join('\n');
};

import type { ResultsContent } from '../../content/index.ts';

const WIDTH = 440;
const LABEL = 175;
const ROW = 30;
const BAR = 18;
const VALUE = 56;

/**
 * The pass rate of each year and stream as horizontal bars, the oldest year first, drawn in the served page: each
 * bar has its year, stream and figure written beside it, so it reads without colour (and printed). The same
 * figures are in the tables under it, for screen readers and for copying.
 */
export function PassRateChart({ content }: { content: ResultsContent }) {
  const rows = [...content.years]
    .reverse()
    .flatMap(({ year, streams }) => streams.map((result) => ({ year, ...result })));
  const height = rows.length * ROW + 8;
  const scale = (WIDTH - LABEL - VALUE) / 100;
  return (
    <figure className="pass-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby="pass-chart-title" className="pass-chart__svg">
        <title id="pass-chart-title">{content.chart.heading}</title>
        {rows.map((row, i) => {
          const y = i * ROW + 4;
          const length = Math.max(row.rate * scale, 1);
          return (
            <g key={`${row.year}-${row.stream}`} data-year={row.year} data-stream={row.stream}>
              <text
                x={LABEL - 10}
                y={y + BAR / 2}
                textAnchor="end"
                dominantBaseline="central"
                className="pass-chart__label"
              >
                {row.year} · {content.streams[row.stream]}
              </text>
              <rect x={LABEL} y={y} width={length} height={BAR} rx={3} className="pass-chart__bar" />
              <text x={LABEL + length + 6} y={y + BAR / 2} dominantBaseline="central" className="pass-chart__value">
                {row.rate}%
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="facts__text">{content.chart.text}</figcaption>
    </figure>
  );
}

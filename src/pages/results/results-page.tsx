import { PageIntro } from '../../blocks/page-intro.tsx';
import { FactSection, FactTable } from '../../blocks/facts.tsx';
import type { ResultsContent, ResultYear } from '../../content/index.ts';
import { fill } from '../../lib/text.ts';
import { PassRateChart } from './pass-rate-chart.tsx';
import './results-page.css';

/** How many years are shown in full; the years before them are one table below. */
const RECENT_YEARS = 3;

const percent = (n: number) => `${n}%`;

/** One year: each stream's figures in a table, then its toppers. */
function Year({ result, content }: { result: ResultYear; content: ResultsContent }) {
  const { columns } = content;
  const toppers = result.streams.flatMap((stream) =>
    stream.toppers.map((topper) => ({ ...topper, stream: stream.stream })),
  );
  return (
    <FactSection id={`results-${result.year}`} heading={fill(content.year, { year: result.year })}>
      <FactTable
        caption={fill(content.year, { year: result.year })}
        columns={[
          { label: columns.stream, cell: (row) => content.streams[row.stream] },
          { label: columns.appeared, cell: (row) => row.appeared, numeric: true },
          { label: columns.passed, cell: (row) => row.passed, numeric: true },
          { label: columns.rate, cell: (row) => percent(row.rate), numeric: true },
          { label: columns.fullAPlus, cell: (row) => row.fullAPlus, numeric: true },
          { label: columns.highest, cell: (row) => percent(row.highest), numeric: true },
        ]}
        rows={result.streams}
        rowKey={(row) => row.stream}
      />
      {toppers.length > 0 && (
        <FactSection id={`toppers-${result.year}`} level={3} heading={content.toppers}>
          <ul className="toppers">
            {toppers.map((topper) => (
              <li key={`${topper.stream}-${topper.name}`} className={topper.photo ? 'topper topper--photo' : 'topper'}>
                {topper.photo && (
                  // The name is beside it: the photo says nothing more to someone who cannot see it.
                  <img
                    className="topper__photo"
                    src={topper.photo.src}
                    srcSet={topper.photo.srcSet}
                    width={64}
                    height={64}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span className="topper__name">{topper.name}</span>
                <span className="topper__stream">{content.streams[topper.stream]}</span>
                <strong className="topper__marks">{percent(topper.marks)}</strong>
              </li>
            ))}
          </ul>
        </FactSection>
      )}
    </FactSection>
  );
}

/**
 * /results: the last three years of Plus Two results in full (each stream's figures, the toppers named with their
 * families' consent), a chart of every year's pass rates, and the earlier years in one table. Built once the
 * school has entered a year.
 */
export default function ResultsPage({ content }: { content: ResultsContent }) {
  const recent = content.years.slice(0, RECENT_YEARS);
  const older = content.years.slice(RECENT_YEARS);
  const { columns } = content;
  return (
    <>
      <PageIntro heading={content.intro.heading} text={content.intro.text} />
      <div className="container facts results">
        <FactSection id="pass-rates" heading={content.chart.heading}>
          <PassRateChart content={content} />
        </FactSection>
        {recent.map((result) => (
          <Year key={result.year} result={result} content={content} />
        ))}
        {older.length > 0 && (
          <FactSection id="results-older" heading={content.older}>
            <FactTable
              caption={content.older}
              columns={[
                { label: columns.year, cell: (row) => row.year },
                { label: columns.stream, cell: (row) => content.streams[row.stream] },
                { label: columns.passed, cell: (row) => `${row.passed} / ${row.appeared}`, numeric: true },
                { label: columns.rate, cell: (row) => percent(row.rate), numeric: true },
                { label: columns.fullAPlus, cell: (row) => row.fullAPlus, numeric: true },
              ]}
              rows={older.flatMap(({ year, streams }) => streams.map((stream) => ({ year, ...stream })))}
              rowKey={(row) => `${row.year}-${row.stream}`}
            />
          </FactSection>
        )}
      </div>
    </>
  );
}

import type { GalleryContent } from '../../content/index.ts';
import { fill } from '../../lib/text.ts';
import type { YearState } from './use-galleries.ts';

/**
 * The older school years' galleries, a button each (issue 62): the first list holds this school year's and last
 * year's; a year's galleries join the list above when the parent asks for them.
 */
export function EarlierGalleries({
  copy,
  years,
  onLoad,
}: {
  copy: GalleryContent;
  years: Record<string, YearState | undefined>;
  onLoad: (year: string) => void;
}) {
  const waiting = copy.galleryYears.filter(({ year }) => years[year]?.status !== 'loaded');
  if (waiting.length === 0) return null;
  return (
    <section className="earlier-galleries js-only" aria-labelledby="earlier-galleries">
      <h2 id="earlier-galleries" className="earlier-galleries__heading">
        {copy.earlier.heading}
      </h2>
      <ul className="earlier-galleries__years">
        {waiting.map(({ year, count }) => {
          const state = years[year];
          return (
            <li key={year}>
              <button
                type="button"
                className="button button--ghost"
                aria-busy={state?.status === 'loading' || undefined}
                disabled={state?.status === 'loading'}
                onClick={() => onLoad(year)}
              >
                {fill(copy.earlier.year, { year })} ({count})
              </button>
              {state?.status === 'failed' && (
                <span className="earlier-galleries__failed" role="status">
                  {copy.reasons.network}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

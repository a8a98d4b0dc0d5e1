import { Link } from '../../ui/link.tsx';
import type { ArchiveYear } from '../../lib/archive.ts';
import { fill } from '../../lib/text.ts';
import './year-links.css';

/**
 * The school years of an archive, newest first, each a link to its page (issue 62): under a list that holds only what
 * matters now, the way to everything before it. The year shown is marked as the current page.
 */
export function YearLinks({
  heading,
  text,
  label,
  years,
  pathOf,
  current,
}: {
  heading: string;
  text?: string;
  /** A year's link, such as "Notices of {year}". */
  label: string;
  years: readonly ArchiveYear[];
  pathOf: (year: string) => string;
  current?: string;
}) {
  if (years.length === 0) return null;
  return (
    <nav className="year-links" aria-label={heading}>
      <h2 className="year-links__heading">{heading}</h2>
      {text && <p>{text}</p>}
      <ul className="year-links__list">
        {years.map(({ year, count }) => (
          <li key={year}>
            <Link to={pathOf(year)} aria-current={year === current ? 'page' : undefined}>
              {fill(label, { year })}
            </Link>{' '}
            <span className="year-links__count">({count})</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

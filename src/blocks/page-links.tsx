import { Link } from '../ui/link.tsx';
import './year-links/year-links.css';

/**
 * The links between the pages of a school year's archive (issue 62): which page this is, and the one before and after,
 * named as the archive reads (newer and older notices, earlier and later dates). Nothing for a year of one page.
 */
export function PageLinks({
  page,
  pages,
  which,
  pathOf,
  before,
  after,
}: {
  page: number;
  pages: number;
  /** Such as "Page 2 of 5". */
  which: string;
  pathOf: (page: number) => string;
  before: string;
  after: string;
}) {
  if (pages < 2) return null;
  return (
    <nav className="page-links" aria-label={which}>
      <p>{which}</p>
      {page > 1 && (
        <Link className="button button--ghost" rel="prev" to={pathOf(page - 1)}>
          {before}
        </Link>
      )}
      {page < pages && (
        <Link className="button button--ghost" rel="next" to={pathOf(page + 1)}>
          {after}
        </Link>
      )}
    </nav>
  );
}

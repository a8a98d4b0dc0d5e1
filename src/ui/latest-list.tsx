import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';
import { Link } from './link.tsx';
import './card.css';
import './latest-list.css';

/**
 * A home page section of what is newest, the latest notices (src/notices/latest-notices.tsx) or the dates coming up
 * (src/blocks/coming-up.tsx): its heading, a link to all of them, and its cards (`.notice-card`, ./card.css) in a
 * list (`.latest-notices__list`) that fits as many columns as the width takes.
 */
export function LatestList({
  id,
  heading,
  all,
  to,
  children,
}: {
  id: string;
  heading: string;
  all: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <section className="latest-notices" aria-labelledby={id}>
      <div className="container">
        <div className="latest-notices__head">
          <h2 id={id}>{heading}</h2>
          <Link className="latest-notices__all" to={to}>
            {all}
            <Icon name="arrowRight" />
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}

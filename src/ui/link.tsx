/**
 * The site's own links, over React Router's history: an anchor whose plain click changes the page without a
 * reload. React Router's own Link and NavLink also carry prefetching, view transitions and form-era options,
 * several KB of the first load that no page here uses; eslint.config.js keeps them out.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLinkClickHandler, useLocation } from 'react-router-dom';
import { canonicalPath, matchRoute, splitPath } from '../lib/routes.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of this site (`/about/`, `/calendar/#exams`); any other address (a file, another site) loads as usual. */
  to: string;
  /** Replace the current entry of the history rather than add one (as the same page's address always does). */
  replace?: boolean;
  /** What the page opened learns of where it was opened from (`history.state`). */
  state?: unknown;
}

/** An address without its query and fragment. */
const pathOf = (to: string) => to.replace(/[?#].*$/s, '');

/**
 * Whether an address is a page the app shows in place: one of the site's, in the language of the page shown
 * (`from`). A file, another site, or the other language (the app of that language) loads as usual.
 */
export function isInAppPage(to: string, from: string): boolean {
  const path = pathOf(to);
  // A file's name ends in its type (`feed.xml`, `prospectus.pdf`), though `/notices/:id` would take it.
  if (!path.startsWith('/') || path.startsWith('//') || /\.[a-z\d]{2,5}$/i.test(path)) return false;
  const match = matchRoute(path);
  return match !== undefined && match.lang === splitPath(from).lang;
}

export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  if (!isInAppPage(to, pathname))
    return (
      <a href={to} onClick={onClick} target={target} {...rest}>
        {children}
      </a>
    );
  return (
    <SiteLink to={to} replace={replace} state={state} onClick={onClick} target={target} {...rest}>
      {children}
    </SiteLink>
  );
}

function SiteLink({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  // A plain click (no modifier key, no other tab) changes the page in place; any other the browser handles.
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return (
    <a href={to} onClick={click} target={target} {...rest}>
      {children}
    </a>
  );
}

/** Whether an address is the page now shown: `/about`, `/about/` and `/About/` are one page. */
export const isCurrentPage = (to: string, pathname: string): boolean =>
  canonicalPath(pathOf(to)).toLowerCase() === canonicalPath(pathname).toLowerCase();

/** A link in a menu: marked as the current page (`aria-current="page"`) on its own page. */
export function NavLink(props: LinkProps) {
  const { pathname } = useLocation();
  return <Link aria-current={isCurrentPage(props.to, pathname) ? 'page' : undefined} {...props} />;
}

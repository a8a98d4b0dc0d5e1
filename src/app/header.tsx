import { useEffect, useRef, useState, type MouseEvent, type ToggleEvent } from 'react';
import * as malayalamWord from 'virtual:language-label';
import { useLocation } from 'react-router-dom';
import { NavLink } from '../ui/link.tsx';
import { useLang, useSite } from '../content/context.tsx';
import { identity } from '../content/identity.ts';
import { chatLink } from '../lib/links.ts';
import { from, headerInlineFrom } from '../ui/breakpoints.ts';
import { ExternalLink } from '../ui/external-link.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { HeaderSearch } from './header-search.tsx';
import { rememberLanguage } from './language-choice.ts';
import { Logo } from './logo.tsx';
import {
  builtRoutes,
  headerRoutes,
  languageTags,
  pagePath,
  matchRoute,
  otherLanguage,
  splitPath,
} from '../lib/routes.ts';
import './header.css';
import './header-nav.css';

const NAV_ID = 'site-nav';

const supportsPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/**
 * Sticky on every page. Below the large breakpoint the links fold into a menu: a native popover, so the
 * button opens it from the first paint, with no script; the browser closes it on an outside click and on
 * Escape. The app adds closing on a link click (pages change without a reload then) and `aria-expanded`.
 * Browsers without the Popover API get the same menu driven by the app.
 *
 * Beside the menu, at every width: a link to the same page in the other language, named in that language.
 */
export function Header() {
  const site = useSite();
  const links = builtRoutes(headerRoutes, site.filledPages);
  const lang = useLang();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    const nav = navRef.current;
    if (nav && supportsPopover() && nav.matches(':popover-open')) nav.hidePopover();
    setOpen(false);
  };

  useEffect(() => {
    const nav = navRef.current;
    // Opened before the app started: agree with what the browser shows.
    if (nav && supportsPopover()) setOpen(nav.matches(':popover-open'));
    // Grown to a wide screen, where the links are inline: nothing is left open.
    const large = window.matchMedia(from(headerInlineFrom(links.length)));
    const onChange = () =>
      large.matches && nav && supportsPopover() && nav.matches(':popover-open') && nav.hidePopover();
    large.addEventListener('change', onChange);
    return () => large.removeEventListener('change', onChange);
  }, [links.length]);

  // Browsers without the Popover API: the app closes the menu on an outside click and on Escape.
  useEffect(() => {
    if (!open || supportsPopover()) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // The same page in the other language (an unknown address: the other language's home page).
  const other = otherLanguage(lang);
  const twin = pagePath(matchRoute(pathname) ? splitPath(pathname).path : '/', other);
  const switchLanguage = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // Remember the choice before leaving (briefly: the page changes regardless).
    event.preventDefault();
    const go = () => window.location.assign(twin);
    void Promise.race([rememberLanguage(other), new Promise((resolve) => setTimeout(resolve, 300))]).then(go, go);
  };

  return (
    <header ref={headerRef} className="site-header" data-open={(!supportsPopover() && open) || undefined}>
      <div className="site-header__bar container">
        <NavLink
          to={pagePath('/', lang)}
          className="site-header__home"
          aria-label={site.header.homeLabel}
          onClick={close}
        >
          <Logo />
        </NavLink>
        <nav
          ref={navRef}
          id={NAV_ID}
          popover="auto"
          className="site-header__nav"
          aria-label={site.header.navLabel}
          onToggle={(event: ToggleEvent<HTMLElement>) => setOpen(event.newState === 'open')}
        >
          <HeaderSearch inMenu onDone={close} />
          <ul className="site-header__links">
            {links.map((route) => (
              <li key={route.key}>
                <NavLink to={pagePath(route.path, lang)} className="site-header__link" onClick={close}>
                  {site.nav[route.key]}
                </NavLink>
              </li>
            ))}
          </ul>
          <ExternalLink
            className="button button--gold site-header__cta"
            href={chatLink(identity.whatsappNumber, site.chatGreeting)}
            title={site.header.getConnectedHint}
            newTabNote={site.newTab}
          >
            {site.header.getConnected}
          </ExternalLink>
        </nav>
        <HeaderSearch />
        <a
          className="site-header__language"
          href={twin}
          hrefLang={languageTags[other].hreflang}
          lang={languageTags[other].html}
          onClick={switchLanguage}
        >
          {site.header.otherLanguage === malayalamWord.word ? (
            // English pages load no Malayalam font: the word is drawn (from the site's font, its outline once in the page:
            // scripts/build/language-label.ts), and read as text.
            <>
              <svg
                className="site-header__language-word"
                viewBox={malayalamWord.viewBox}
                aria-hidden="true"
                focusable="false"
              >
                <use href={malayalamWord.href} />
              </svg>
              <span className="visually-hidden">{site.header.otherLanguage}</span>
            </>
          ) : (
            site.header.otherLanguage
          )}
        </a>
        <button
          ref={buttonRef}
          type="button"
          className="site-header__toggle"
          popoverTarget={NAV_ID}
          // Before hydration the browser states the popover's expanded state itself; after, we say it.
          aria-expanded={hydrated ? open : undefined}
          aria-controls={NAV_ID}
          onClick={() => !supportsPopover() && setOpen((o) => !o)}
        >
          <span className="site-header__burger" aria-hidden="true" />
          <span className="visually-hidden">{site.header.menu}</span>
        </button>
      </div>
    </header>
  );
}

import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { identity } from '../content/identity.ts';
import { site } from '../content/site.ts';
import { chatLink } from '../lib/links.ts';
import { useUi } from '../state/ui-store.ts';
import { ExternalLink } from '../ui/external-link.tsx';
import { Logo } from './logo.tsx';
import { routes } from './paths.ts';
import './header.css';

const headerRoutes = routes.filter((route) => route.inHeader);

/**
 * Sticky on every page. Below the large breakpoint the links fold into a disclosure menu that closes on an
 * outside click, a link click or Escape (CSS animates it; the markup is the same at every width).
 */
export function Header() {
  const open = useUi((s) => s.menuOpen);
  const setOpen = useUi((s) => s.setMenuOpen);
  const toggle = useUi((s) => s.toggleMenu);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
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
  }, [open, setOpen]);

  return (
    <header ref={headerRef} className="site-header" data-open={open || undefined}>
      <div className="site-header__bar container">
        <NavLink to="/" className="site-header__home" aria-label={site.header.homeLabel} onClick={() => setOpen(false)}>
          <Logo />
        </NavLink>
        <button
          ref={buttonRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={toggle}
        >
          <span className="site-header__burger" aria-hidden="true" />
          <span className="visually-hidden">{open ? site.header.menuClose : site.header.menuOpen}</span>
        </button>
        <nav id="site-nav" className="site-header__nav" aria-label={site.header.navLabel}>
          <ul className="site-header__links">
            {headerRoutes.map((route) => (
              <li key={route.key}>
                <NavLink to={route.path} end className="site-header__link" onClick={() => setOpen(false)}>
                  {route.label}
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
      </div>
    </header>
  );
}

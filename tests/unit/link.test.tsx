import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { shownRoute } from '../../src/app/app.tsx';
import { routeParams } from '../../src/lib/route-params.ts';
import { Link, NavLink, isCurrentPage, isInAppPage } from '../../src/ui/link.tsx';

/** Where the app is, as a page would read it. */
function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.hash}|${JSON.stringify(location.state)}`}</output>;
}

const renderAt = (path: string, ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('isInAppPage', () => {
  it('takes the pages of the language shown, with their queries and fragments', () => {
    expect(isInAppPage('/about/', '/')).toBe(true);
    expect(isInAppPage('/calendar/#exams', '/about/')).toBe(true);
    expect(isInAppPage('/search/?q=fees', '/about/')).toBe(true);
    expect(isInAppPage('/ml/about/', '/ml/')).toBe(true);
    expect(isInAppPage('/galleries/sports-day/', '/gallery/')).toBe(true);
  });

  it('leaves files, other sites and the other language to the browser', () => {
    expect(isInAppPage('/documents/prospectus.pdf', '/')).toBe(false);
    expect(isInAppPage('/notices/feed.xml', '/')).toBe(false);
    expect(isInAppPage('https://example.org/about/', '/')).toBe(false);
    expect(isInAppPage('//example.org/about/', '/')).toBe(false);
    expect(isInAppPage('mailto:office@example.org', '/')).toBe(false);
    expect(isInAppPage('/ml/about/', '/about/')).toBe(false);
    expect(isInAppPage('/about/', '/ml/')).toBe(false);
  });
});

describe('isCurrentPage', () => {
  it('is one page in any of its forms, and no other', () => {
    expect(isCurrentPage('/about/', '/about')).toBe(true);
    expect(isCurrentPage('/about/', '/About/')).toBe(true);
    expect(isCurrentPage('/', '/')).toBe(true);
    expect(isCurrentPage('/', '/about/')).toBe(false);
    expect(isCurrentPage('/ml/', '/ml/about/')).toBe(false);
    expect(isCurrentPage('/notices/', '/notices/exam-timetable/')).toBe(false);
  });
});

describe('Link', () => {
  it('changes the page in place on a plain click, with the state it carries', () => {
    renderAt(
      '/',
      <Link to="/calendar/#exams" state={{ from: 'home' }}>
        Dates
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Dates' });
    expect(link).toHaveAttribute('href', '/calendar/#exams');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('/calendar/#exams|{"from":"home"}');
  });

  it('leaves a click with a modifier key, a file and another site to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/about/">About</Link>
        <Link to="/documents/prospectus.pdf">Prospectus</Link>
        <Link to="https://example.org/">Elsewhere</Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Prospectus' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/|');
  });

  it("runs the link's own click first, which may keep the page", () => {
    renderAt(
      '/',
      <Link to="/about/" onClick={(event) => event.preventDefault()}>
        About
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('status')).toHaveTextContent('/|');
  });
});

describe('NavLink', () => {
  it('marks the current page, and moves the mark when the page changes', () => {
    renderAt(
      '/about',
      <>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/about/">About</NavLink>
        <NavLink to="/academic/">Academic</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('link', { name: 'Academic' }));
    expect(screen.getByRole('link', { name: 'Academic' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });
});

describe('the route an address shows', () => {
  const filled = ['results' as const];

  it('is a built page of the app’s language, or none', () => {
    expect(shownRoute('/about/', 'en', filled)).toBe('about');
    expect(shownRoute('/ml/about', 'ml', filled)).toBe('about');
    expect(shownRoute('/results/', 'en', filled)).toBe('results');
    // Not filled in by the school: not built.
    expect(shownRoute('/documents/', 'en', filled)).toBeUndefined();
    expect(shownRoute('/ml/about/', 'en', filled)).toBeUndefined();
    expect(shownRoute('/about/index.html', 'en', filled)).toBeUndefined();
    expect(shownRoute('/no-such-page/', 'en', filled)).toBeUndefined();
  });

  it('gives its entry, decoded', () => {
    expect(routeParams('/galleries/sports%20day/')).toEqual({ id: 'sports day' });
    expect(routeParams('/ml/notices/exam-timetable')).toEqual({ id: 'exam-timetable' });
    expect(routeParams('/galleries/100%/')).toEqual({ id: '100%' });
    expect(routeParams('/gallery/')).toEqual({});
    expect(routeParams('/no-such-page/')).toEqual({});
  });
});

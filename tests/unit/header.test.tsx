import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../src/app/header.tsx';
import type { Lang } from '../../src/lib/routes.ts';
import { renderIn } from './render.tsx';

const renderAt = (path: string, lang: Lang = 'en') =>
  renderIn(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <p>Outside</p>
    </MemoryRouter>,
    lang,
  );

describe('Header', () => {
  beforeEach(() =>
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('marks the current page and lists the seven links in order', () => {
    renderAt('/academic/');
    const links = screen.getAllByRole('link').filter((l) => l.classList.contains('site-header__link'));
    expect(links.map((l) => l.textContent)).toEqual([
      'Home',
      'About Us',
      'Academic',
      'Admission',
      'Gallery',
      'Core Team',
      'Work With Us',
    ]);
    expect(screen.getByRole('link', { name: 'Academic' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('is a native popover menu, opened by its button with no script', () => {
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main', hidden: true });
    expect(nav).toHaveAttribute('popover', 'auto');
    expect(button).toHaveAttribute('popovertarget', nav.id);
  });

  // jsdom has no Popover API: this is the path of browsers without it, where the app drives the menu.
  it('without the Popover API, is a disclosure that closes on an outside click, Escape and a link click', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Gallery' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('links each page to its twin in the other language, named in that language', () => {
    renderAt('/admission/');
    const malayalam = screen.getByRole('link', { name: 'മലയാളം' });
    expect(malayalam).toHaveAttribute('href', '/ml/admission/');
    expect(malayalam).toHaveAttribute('hreflang', 'ml-IN');
    expect(malayalam).toHaveAttribute('lang', 'ml');
    cleanup();

    renderAt('/ml/admission/', 'ml');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/admission/');
    expect(screen.getByRole('link', { name: 'അഡ്മിഷൻ' })).toHaveAttribute('aria-current', 'page');
    // The logo is the home page's link: current there only (React Router's NavLink took /ml/ for every /ml/ page).
    expect(screen.getByRole('link', { name: /ഹോം പേജ്$/ })).not.toHaveAttribute('aria-current');
    cleanup();

    // An unknown address: the other language's home page.
    renderAt('/no-such-page');
    expect(screen.getByRole('link', { name: 'മലയാളം' })).toHaveAttribute('href', '/ml/');
  });

  it('opens the WhatsApp chat with a URL-encoded greeting in a new tab', () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: /Get Connected/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello%20/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

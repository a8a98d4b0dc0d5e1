import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/app/error-boundary.tsx';
import { renderIn } from './render.tsx';

function Broken(): never {
  throw new Error('boom');
}

describe('a failing page', () => {
  it('shows the branded error page with Reload and Home, not a bare screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderIn(
      <ErrorBoundary resetKey="/about">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong on this page');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('speaks the page’s language, and its Home is that language’s home page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderIn(
      <ErrorBoundary resetKey="/ml/about">
        <Broken />
      </ErrorBoundary>,
      'ml',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ഈ പേജിൽ ഒരു പിഴവ് സംഭവിച്ചു');
    expect(screen.getByRole('link', { name: 'ഹോം' })).toHaveAttribute('href', '/ml/');
  });
});

import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppPrompts } from '../../src/app/after/app-prompts.tsx';
import { keepInstallOffers } from '../../src/lib/entry/install-offer.ts';
import { usePwa, type InstallPromptEvent } from '../../src/state/pwa-store.ts';
import { renderIn } from './render.tsx';

function stubDisplayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query.includes('standalone'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const prompt = (): InstallPromptEvent =>
  Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });

describe('AppPrompts', () => {
  beforeEach(() => stubDisplayMode(false));
  afterEach(() => {
    // Unmount before the store resets, while matchMedia is still stubbed.
    cleanup();
    usePwa.setState({ offlineReady: false, updateWaiting: false, installPrompt: null });
    vi.unstubAllGlobals();
  });

  it('offers Install where the browser offers installation, and uses the browser prompt', async () => {
    const event = prompt();
    usePwa.setState({ installPrompt: event });
    renderIn(<AppPrompts />);
    await act(async () => screen.getByRole('button', { name: 'Install' }).click());
    expect(event.prompt).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('shows Install for an offer the browser makes after the app has started, once', async () => {
    keepInstallOffers();
    renderIn(<AppPrompts />);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    const late = prompt();
    act(() => void window.dispatchEvent(late));
    expect(late.defaultPrevented).toBe(true);
    await act(async () => screen.getByRole('button', { name: 'Install' }).click());
    expect(late.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    // Installed from the browser's own menu instead: no button for an offer that has ended.
    act(() => void window.dispatchEvent(prompt()));
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('shows the iOS hint on an iPhone, and nothing once installed', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
      onLine: true,
    });
    const { unmount } = renderIn(<AppPrompts />);
    expect(screen.getByText('To install: tap Share, then Add to Home Screen.')).toBeInTheDocument();
    unmount();

    stubDisplayMode(true);
    usePwa.setState({ installPrompt: prompt() });
    renderIn(<AppPrompts />);
    expect(screen.queryByText(/To install/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('announces a waiting update with Reload, above any other notice', async () => {
    const applyUpdate = vi.fn();
    usePwa.setState({ updateWaiting: true, offlineReady: true, applyUpdate });
    renderIn(<AppPrompts />);
    expect(screen.getByRole('alert')).toHaveTextContent('A new version is available.');
    expect(screen.queryByText(/Ready to work offline/)).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Reload' }).click());
    expect(applyUpdate).toHaveBeenCalled();
  });
});

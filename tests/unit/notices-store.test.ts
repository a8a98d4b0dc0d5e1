import { beforeEach, describe, expect, it } from 'vitest';
import type { NoticesData } from '../../src/content/index.ts';
import { useNotices } from '../../src/notices/store.ts';

const published = (today: string): NoticesData => ({ today, notices: [] });

describe('the notices the app shows over the page', () => {
  beforeEach(() => useNotices.setState({ published: null }));

  it('takes the published notices of the page’s day or later', () => {
    useNotices.getState().setPublished(published('2026-11-26'), '2026-11-26');
    expect(useNotices.getState().published?.today).toBe('2026-11-26');
    useNotices.getState().setPublished(published('2026-11-27'), '2026-11-26');
    expect(useNotices.getState().published?.today).toBe('2026-11-27');
  });

  it('ignores a copy older than the page (kept by the service worker when the network was slow)', () => {
    useNotices.getState().setPublished(published('2026-11-25'), '2026-11-26');
    expect(useNotices.getState().published).toBeNull();
  });

  it('ignores a late answer older than the one already shown', () => {
    useNotices.getState().setPublished(published('2026-11-27'), '2026-11-26');
    useNotices.getState().setPublished(published('2026-11-26'), '2026-11-26');
    expect(useNotices.getState().published?.today).toBe('2026-11-27');
  });
});

/**
 * The urgent banners of a page the service worker serves (src/notices/shared/rules.ts, applied by sw/urgent-html.ts): one this parent closed is hidden, and
 * so is one past its last day by the phone's date, though the page (built, or kept offline, days before) still has
 * it; one without a last day, or still current, is left as it is.
 */
import { describe, expect, it } from 'vitest';
import { hideUrgentNotices } from '../../src/notices/shared/rules.ts';

const banner = (slug: string, until?: string) =>
  `<p class="urgent-notice" data-urgent="${slug}"${until ? ` data-until="${until}"` : ''}><a href="/notices/${slug}/">…</a></p>`;
const page = [banner('rain-holiday', '2026-11-28'), banner('exam-moved', '2026-12-05'), banner('new-bus-route')].join(
  '',
);

describe('the urgent banners of a served page', () => {
  it('hides those past their last day on this phone, and keeps the rest as they are', () => {
    expect(hideUrgentNotices(page, [], '2026-11-28')).toBe(page);
    expect(hideUrgentNotices(page, [], '2026-11-29')).toBe(
      page.replace('data-until="2026-11-28"', 'data-until="2026-11-28" hidden=""'),
    );
    const later = hideUrgentNotices(page, [], '2026-12-06');
    expect(later.match(/hidden=""/g)).toHaveLength(2);
    expect(later).toContain(`${banner('new-bus-route')}`);
  });

  it('hides those this parent closed, with or without a last day', () => {
    const closed = hideUrgentNotices(page, ['new-bus-route', 'exam-moved'], '2026-11-28');
    expect(closed).toContain('data-urgent="new-bus-route" hidden=""');
    expect(closed).toContain('data-urgent="exam-moved" data-until="2026-12-05" hidden=""');
    expect(closed).not.toContain('data-until="2026-11-28" hidden=""');
  });

  it('leaves a page without banners untouched', () => {
    const plain = '<main><p data-urgent-ish="x">Not a banner</p></main>';
    expect(hideUrgentNotices(plain, ['x'], '2030-01-01')).toBe(plain);
  });
});

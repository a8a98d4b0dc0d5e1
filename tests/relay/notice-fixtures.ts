/** Notices and notice lists as the built site publishes them, for the sender's tests. */
import type { Editions, Notice } from '../../scripts/push/outgoing.ts';

export function notice(slug: string, fields: Partial<Notice> = {}): Notice {
  return {
    slug,
    title: slug,
    text: '',
    date: '2026-11-20',
    showUntil: '',
    pinned: false,
    urgent: false,
    sendToPhones: false,
    year: 'all',
    stream: 'all',
    appearAt: '',
    ...fields,
  };
}

export const editions = (en: Notice[], ml: Notice[] = []): Editions => ({
  en: { today: '2026-11-26', notices: en },
  ml: { today: '2026-11-26', notices: ml },
});

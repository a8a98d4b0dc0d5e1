import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_MESSAGE, chatLink, mailLink, readableUrl, shareLink, telLink } from '../../src/lib/links.ts';

describe('chatLink', () => {
  it('builds a wa.me link with the URL-encoded message', () => {
    expect(chatLink('+91 90000 00000', 'Hi & hello? 100%')).toBe(
      'https://wa.me/919000000000?text=Hi%20%26%20hello%3F%20100%25',
    );
  });

  it.each([undefined, null, '', '   ', 42])('never lets %p through as text', (message) => {
    const link = chatLink('919000000000', message);
    expect(link).not.toContain('undefined');
    expect(link).not.toContain('null');
    expect(link).toBe(`https://wa.me/919000000000?text=${encodeURIComponent(DEFAULT_CHAT_MESSAGE)}`);
  });
});

describe('telLink and mailLink', () => {
  it('removes spaces from phone numbers', () => {
    expect(telLink('+91 90000 00001')).toBe('tel:+919000000001');
  });

  it('prefills a subject and skips empty fields', () => {
    expect(mailLink('a@b.in', { subject: 'CV: Teacher', body: '' })).toBe('mailto:a@b.in?subject=CV%3A%20Teacher');
    expect(mailLink('a@b.in')).toBe('mailto:a@b.in');
  });
});

describe('readableUrl and shareLink', () => {
  it('writes Malayalam letters as themselves, a third of their bytes, and the same address once followed', () => {
    const escaped = `https://wa.me/?text=${encodeURIComponent('മഴ അവധി\n2026 ഡിസംബർ 1\nhttps://school.in/ml/notices/x/')}`;
    const readable = readableUrl(escaped);
    expect(readable).toBe(
      'https://wa.me/?text=മഴ%20അവധി%0A2026%20ഡിസംബർ%201%0Ahttps%3A%2F%2Fschool.in%2Fml%2Fnotices%2Fx%2F',
    );
    expect(new URL(readable).href).toBe(new URL(escaped).href);
    expect(new URL(readable).searchParams.get('text')).toBe(new URL(escaped).searchParams.get('text'));
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    expect(bytes(readable)).toBeLessThan(bytes(escaped) * 0.7);
    expect(shareLink(['മഴ അവധി', '', 'https://school.in/'])).toBe(
      readableUrl(escaped.replace(/%0A2026.*$/, '%0Ahttps%3A%2F%2Fschool.in%2F')),
    );
  });

  it('keeps spaces, controls and the marks that turn text around escaped, and the joiners Malayalam spells with not', () => {
    expect(readableUrl('?t=%C2%A0%E2%80%AE%E2%80%8F%C2%85')).toBe('?t=%C2%A0%E2%80%AE%E2%80%8F%C2%85');
    expect(readableUrl('?t=%E0%B4%A8%E0%B5%8D%E2%80%8D')).toBe('?t=ന്\u200D');
    // A broken escape stays as it was.
    expect(readableUrl('?t=%E0%B4')).toBe('?t=%E0%B4');
  });
});

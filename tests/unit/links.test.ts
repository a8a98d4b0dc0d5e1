import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_MESSAGE, chatLink, mailLink, telLink } from '../../src/lib/links.ts';

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

/** Builders for the site's outbound links. Each takes plain strings and never lets `undefined` through. */

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

export const DEFAULT_CHAT_MESSAGE = 'Hello! I would like to know more about the school.';

/** `https://wa.me/<digits>?text=<URL-encoded message>`; a missing or blank message becomes a greeting. */
export function chatLink(number: string, message?: unknown): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text(message, DEFAULT_CHAT_MESSAGE))}`;
}

/**
 * WhatsApp's link to pass something on: `https://wa.me/?text=<lines>`, which opens the phone's chats to choose whom
 * to send it to (a group of parents). Empty lines are left out.
 */
export function shareLink(lines: readonly string[]): string {
  return readableUrl(
    `https://wa.me/?text=${encodeURIComponent(lines.filter((line) => line.trim() !== '').join('\n'))}`,
  );
}

/**
 * An address with the letters of other scripts written as themselves, not as %-escapes: a Malayalam letter is three
 * bytes instead of nine, and a page of dates or notices, each with its share and calendar links, a third of the size
 * (issue 62). The URL Standard allows such letters in an address, and a browser escapes them again when it follows
 * the link. Only letters, marks and signs are written so (and the joiners Malayalam spells with); spaces, controls and
 * the marks that turn text around stay escaped.
 */
const LETTERS = /^(?:[^\p{C}\p{Z}]|\u200C|\u200D)+$/u;

export function readableUrl(url: string): string {
  return url.replace(/(?:%[C-F][0-9A-F](?:%[89AB][0-9A-F]){1,3})+/gi, (escaped) => {
    try {
      const letters = decodeURIComponent(escaped);
      return LETTERS.test(letters) ? letters : escaped;
    } catch {
      return escaped;
    }
  });
}

/** `tel:+91…` with spaces removed. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** `mailto:` with an optional prefilled subject and body. */
export function mailLink(email: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${email}${query ? `?${query}` : ''}`;
}

/**
 * A page of this site, from an address a pushed notice gives: resolved against the site, and kept only when it stays
 * on the site (`//other.host/`, `/\\other.host`, `https://other.host` lead elsewhere and are refused).
 */
export function pageOfSite(address: unknown, origin: string): string | null {
  if (typeof address !== 'string') return null;
  try {
    const url = new URL(address, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

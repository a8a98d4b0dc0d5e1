/** Small things done to the site's words. */

/** A text with its {names} filled in: `fill('Show slide {n}', { n: 3 })` is "Show slide 3". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export interface Segment {
  text: string;
  strong: boolean;
}

/** A text in parts, those written between ** and ** marked strong: "Coaching for **NEET**". */
export function strongParts(text: string): Segment[] {
  return text
    .split(/\*\*(.+?)\*\*/g)
    .map((part, i) => ({ text: part, strong: i % 2 === 1 }))
    .filter((segment) => segment.text !== '');
}

/**
 * An amount in rupees as India writes it, with the lakh grouping: 120000 is "₹1,20,000". Plain arithmetic, not
 * Intl: a number formatter is a task of its own on a slow phone, for what a few lines do.
 */
export function rupees(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${amount < 0 ? '−' : ''}₹${rest ? `${rest},${last}` : last}`;
}

/** Text as the school typed it, in paragraphs: a blank line starts a new one (a single line break stays in it). */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The admission enquiry's rules, as plain functions: what a parent may send (and, when not, what to fix),
 * the mobile number in one standard form, and the one structured message that goes by WhatsApp or e-mail.
 * Nothing here touches the page or the network; the form (src/pages/admission/enquiry-form.tsx) wires them.
 */
import { streamKeys, type Stream } from './streams.ts';
import { dateInWords } from './school-time.ts';
import { fill } from './text.ts';

export type ApplyingFor = Stream | 'highSchool';
export const applyingForOptions: readonly ApplyingFor[] = [...streamKeys, 'highSchool'];

export interface EnquiryDraft {
  parentName: string;
  studentName: string;
  applyingFor: ApplyingFor;
  phone: string;
  /** YYYY-MM-DD, or empty. */
  visitDate: string;
  message: string;
}

export type EnquiryField = keyof EnquiryDraft;
export const enquiryFields: readonly EnquiryField[] = [
  'parentName',
  'studentName',
  'applyingFor',
  'phone',
  'visitDate',
  'message',
];

export const MESSAGE_MAX = 500;

export const emptyDraft = (applyingFor: ApplyingFor = 'science'): EnquiryDraft => ({
  parentName: '',
  studentName: '',
  applyingFor,
  phone: '',
  visitDate: '',
  message: '',
});

export type EnquiryProblem =
  | { field: 'parentName' | 'studentName' | 'phone'; kind: 'missing' }
  | { field: 'applyingFor'; kind: 'missing' }
  | { field: 'phone'; kind: 'not-a-mobile' }
  | { field: 'visitDate'; kind: 'not-a-date' | 'in-the-past' }
  | { field: 'message'; kind: 'too-long'; length: number };

/**
 * An Indian mobile number in one form, `+91 98765 43210`: ten digits starting 6 to 9, with spaces, dashes,
 * brackets or dots anywhere, and a +91, 91 or 0 in front, accepted. Anything else gives null.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-().]/g, '');
  const digits = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact)?.[1];
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : null;
}

const isDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

/** What stands between this draft and sending it, in the order of the form's fields. Empty: ready to send. */
export function checkEnquiry(draft: EnquiryDraft, today: string): EnquiryProblem[] {
  const problems: EnquiryProblem[] = [];
  if (!draft.parentName.trim()) problems.push({ field: 'parentName', kind: 'missing' });
  if (!draft.studentName.trim()) problems.push({ field: 'studentName', kind: 'missing' });
  if (!applyingForOptions.includes(draft.applyingFor)) problems.push({ field: 'applyingFor', kind: 'missing' });
  if (!draft.phone.trim()) problems.push({ field: 'phone', kind: 'missing' });
  else if (!normalisePhone(draft.phone)) problems.push({ field: 'phone', kind: 'not-a-mobile' });
  if (draft.visitDate) {
    if (!isDate(draft.visitDate)) problems.push({ field: 'visitDate', kind: 'not-a-date' });
    else if (draft.visitDate < today) problems.push({ field: 'visitDate', kind: 'in-the-past' });
  }
  if ([...draft.message].length > MESSAGE_MAX)
    problems.push({ field: 'message', kind: 'too-long', length: [...draft.message].length });
  return problems;
}

/** What the form says of each problem (src/content/<lang>/admission.yaml, `enquiry.problems`). */
export interface EnquiryProblemWords {
  parentName: string;
  studentName: string;
  applyingFor: string;
  phoneMissing: string;
  phoneNotMobile: string;
  visitDateInPast: string;
  visitDateNotADate: string;
  /** With {max} and {length}. */
  messageTooLong: string;
}

/** What to tell the parent to fix, in the page's words. */
export function problemText(words: EnquiryProblemWords, problem: EnquiryProblem): string {
  switch (problem.field) {
    case 'phone':
      return problem.kind === 'missing' ? words.phoneMissing : words.phoneNotMobile;
    case 'visitDate':
      return problem.kind === 'in-the-past' ? words.visitDateInPast : words.visitDateNotADate;
    case 'message':
      return fill(words.messageTooLong, { max: MESSAGE_MAX, length: problem.length });
    default:
      return words[problem.field];
  }
}

/** The words a message is built from, in the page's language (src/content/<lang>/admission.ts). */
export interface EnquiryMessageWords {
  subject: string;
  labels: Record<EnquiryField, string>;
  options: Record<ApplyingFor, string>;
  /** The BCP 47 locale dates are written in, e.g. `en-IN` or `ml-IN`. */
  locale: string;
}

/**
 * The one structured message: a subject line, then one line per field that has something in it (the optional
 * visit date and message are left out when empty), with the mobile number in its standard form.
 */
export function enquiryMessage(draft: EnquiryDraft, words: EnquiryMessageWords): { subject: string; body: string } {
  const { labels } = words;
  const lines = [
    `${labels.parentName}: ${draft.parentName.trim()}`,
    `${labels.studentName}: ${draft.studentName.trim()}`,
    `${labels.applyingFor}: ${words.options[draft.applyingFor]}`,
    `${labels.phone}: ${normalisePhone(draft.phone) ?? draft.phone.trim()}`,
  ];
  if (draft.visitDate) lines.push(`${labels.visitDate}: ${dateInWords(draft.visitDate, words.locale)}`);
  if (draft.message.trim()) lines.push(`${labels.message}: ${draft.message.trim()}`);
  return { subject: words.subject, body: `${words.subject}\n\n${lines.join('\n')}` };
}

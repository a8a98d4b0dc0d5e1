/**
 * What a field of the content is (its metadata): what the editor needs to offer it and what the build checks.
 * The fields themselves are made in ./fields.ts, ./uploads.ts, ./numbers.ts and ./structure.ts.
 */
import type { Pattern } from '../../lib/identity.ts';

/** What a field is, for the checks and the editor. */
export type FieldKind =
  | 'words'
  | 'image'
  | 'photo'
  | 'file'
  | 'choice'
  | 'url'
  | 'email'
  | 'phone'
  | 'digits'
  // Text of a form a pattern tells that is not words and the same in both languages: a UPI ID, an IFSC.
  | 'code'
  | 'number'
  | 'date'
  | 'time'
  // A moment at the school: a day and a time of day (Asia/Kolkata).
  | 'moment'
  | 'boolean'
  | 'group'
  | 'list';

export type FieldMeta = {
  kind: FieldKind;
  label: string;
  /** Plain words for office staff: what it is and where it shows. */
  hint: string;
  /** Words: several lines (a paragraph), not one. */
  multiline?: boolean;
  /** Words: the {names} the page fills in. */
  tokens?: readonly string[];
  /** Words that are not in the page's language (a brand, the other language's name). */
  anyLanguage?: boolean;
  /** Not words, yet each language has its own (a PDF in each language): not shared by the two. */
  perLanguage?: boolean;
  /** Choices, with the labels the editor shows. */
  options?: Record<string, string>;
  /** Lists: how the editor names each entry (a field of it, in {{braces}}). */
  summary?: string;
  /** Lists: how many entries, exactly, or at least and at most. Numbers: the least and the most. */
  length?: number;
  min?: number;
  max?: number;
  /** Numbers: with up to two decimals (a percentage), not whole. */
  decimals?: boolean;
  /** Not optional, yet it may be left empty (a photo: the drawn picture stands in). */
  mayBeEmpty?: boolean;
  /** Lists: the field no two entries may share. */
  distinct?: string;
  /** Lists of photos: chosen many at once, in one pick of the phone's or computer's photos (a gallery's). */
  pickMany?: boolean;
  /** Text of a form a pattern tells (a phone number, a time): the editor applies it as it is typed. */
  pattern?: Pattern;
  /** Where an uploaded file goes (photos). */
  folder?: string;
  /** Uploads: the kinds of file it takes, when not a photo's (a logo: svg, png). */
  extensions?: readonly string[];
};

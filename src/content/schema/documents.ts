/**
 * A document parents or the law ask for (src/content/<language>/documents/<name>.yaml, one file per language):
 * the prospectus, a circular, a form, a policy, a certificate or disclosure, a report. A PDF for both languages, or
 * one in each; a date, and the day it stops being current.
 */
import * as v from 'valibot';
import { documentKinds, documentLanguages, type DocumentKind } from '../kinds.ts';
import { choice, date, optionalWords, words } from './fields.ts';
import { group } from './structure.ts';
import { requiredFile } from './uploads.ts';
import { page, pageTop } from './page.ts';

export const DOCUMENT_FILES = 'media/documents';

/** The editor refuses a larger PDF (scripts/build/admin/editor-config.ts): a parent's phone downloads it. */
export const MAX_DOCUMENT_BYTES = 10_000_000;

const fields = group(
  'Document',
  'A PDF at /documents, with its kind and date. Past its valid-until day it moves under "Past documents".',
  {
    title: words('Title', 'The document\'s name, such as "Prospectus 2027–28" or "Fee circular, term 2".'),
    kind: choice('Kind', 'What sort of document it is: the page groups them by kind.', documentKinds),
    date: date('Date', 'The day it was issued. The newest come first.'),
    validUntil: date(
      'Valid until',
      'The last day it is current (a certificate, a circular). Leave empty if it does not expire.',
      {
        optional: true,
      },
    ),
    file: requiredFile(
      'PDF',
      'The PDF, at most 10 MB. One PDF for both languages: choose the same file in both. Or a PDF in each language.',
      DOCUMENT_FILES,
      ['pdf'],
      { perLanguage: true },
    ),
    language: choice('Language of the PDF', 'The language the PDF is written in.', documentLanguages, {
      perLanguage: true,
    }),
    note: optionalWords('Note', 'A sentence parents should know, such as "Bring it signed on the first day".', {
      multiline: true,
    }),
  },
);

export const documentSchema = v.pipe(
  fields,
  v.forward(
    v.check((doc) => doc.validUntil === '' || doc.validUntil >= doc.date, "is before the document's date"),
    ['validUntil'],
  ),
);

export type SchoolDocument = v.InferOutput<typeof documentSchema>;

const kindNames = Object.fromEntries(
  (Object.keys(documentKinds) as DocumentKind[]).map((kind) => [
    kind,
    words(documentKinds[kind], 'The heading over them.'),
  ]),
) as Record<DocumentKind, ReturnType<typeof words>>;

/** The documents page's words (src/content/<language>/documents.yaml); the documents are each a file of their own. */
export const documentsPageSchema = page(
  'documents',
  'The words of the documents page: the documents themselves are in Documents. The page is built once there is one.',
  {
    intro: pageTop(),
    kinds: group('Kinds of document', 'The heading over each kind of document.', kindNames),
    languages: group('Languages', 'How the page says which language a PDF is in.', {
      en: words('English', 'Such as "in English".'),
      ml: words('Malayalam', 'Such as "in Malayalam".'),
      both: words('Both', 'Such as "in English and Malayalam".'),
    }),
    size: words('Size', 'The kind and size of the file; {size} is its size, such as "240 KB".', { tokens: ['size'] }),
    validUntil: words('"Valid until"', 'Under a document with a last day; {date} is that day.', { tokens: ['date'] }),
    expired: words('"No longer valid"', 'On a document past its valid-until day.'),
    past: words('"Past documents"', 'The heading over the documents past their valid-until day.'),
    keep: words('"Keep on this phone"', 'The button that saves a PDF on the phone, to open without a signal.'),
    kept: words('"Kept on this phone"', 'Said once the PDF is saved on the phone.'),
    notKept: words('Could not keep it', 'Said when the PDF could not be saved (no signal, or no room).'),
  },
);

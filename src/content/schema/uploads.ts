/** Fields of files the office uploads in the editor: a PDF, a photo. Each lives in its folder of media/. */
import * as v from 'valibot';
import { meta } from './fields.ts';

/** A file uploaded in the editor (a PDF), kept in `folder`; empty for none. */
export const file = (label: string, hint: string, folder: string, extensions: readonly string[]) =>
  v.optional(fileSchema(label, hint, folder, extensions, { empty: true }), '');

/** A file that must be there (a document's PDF); `perLanguage`: each language may have its own. */
export const requiredFile = (
  label: string,
  hint: string,
  folder: string,
  extensions: readonly string[],
  { perLanguage = false } = {},
) => fileSchema(label, hint, folder, extensions, { empty: false, perLanguage });

function fileSchema(
  label: string,
  hint: string,
  folder: string,
  extensions: readonly string[],
  { empty, perLanguage = false }: { empty: boolean; perLanguage?: boolean },
) {
  const pattern = new RegExp(`^/?${folder}/[^/]+\\.(${extensions.join('|')})$`, 'i');
  const what = `a file in ${folder}/ (${extensions.join(', ')}), uploaded in the editor`;
  return v.pipe(
    v.string('should be the address of a file'),
    v.trim(),
    v.check(
      (value) => (empty && value === '') || pattern.test(value),
      (issue) => (issue.input === '' ? 'is empty: upload the file' : `should be ${what}`),
    ),
    meta({ kind: 'file', label, hint, folder, ...(perLanguage ? { perLanguage } : {}) }),
  );
}

/** A photo uploaded in the editor, kept in `folder` (JPEG, PNG or WebP). */
export const photo = (label: string, hint: string, folder: string) => photoSchema(label, hint, folder, false);

/** A photo the office may leave out: empty for none. */
export const optionalPhoto = (label: string, hint: string, folder: string) =>
  v.optional(photoSchema(label, hint, folder, true), '');

function photoSchema(label: string, hint: string, folder: string, empty: boolean) {
  return v.pipe(
    v.string('should be the address of a photo'),
    v.trim(),
    v.check(
      (path) => (empty && path === '') || new RegExp(`^/?${folder}/[^/]+\\.(jpe?g|png|webp)$`, 'i').test(path),
      `should be a photo in ${folder}/ (JPEG, PNG or WebP), uploaded in the editor`,
    ),
    meta({ kind: 'photo', label, hint, folder }),
  );
}

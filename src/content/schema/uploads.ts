/** Fields of files the office uploads in the editor: a PDF, a photo. Each lives in its folder of media/. */
import * as v from 'valibot';
import { meta } from './fields.ts';
import { list } from './structure.ts';

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

/**
 * Photos chosen many at once (a gallery's thirty, from a phone's camera roll, in one pick), in the order chosen;
 * the same photos in both languages. None chosen, the editor writes no field at all: an empty list.
 */
export const photoList = (label: string, hint: string, folder: string, { max }: { max: number }) =>
  v.optional(list(label, hint, photo('Photo', 'One of the photos.', folder), { min: 0, max, pickMany: true }), []);

/** A photo the office may leave out: empty for none. */
export const optionalPhoto = (label: string, hint: string, folder: string) =>
  v.optional(photoSchema(label, hint, folder, true), '');

/**
 * The school's logo: a drawing (SVG), or a large image (the editor makes an uploaded PNG a WebP), from which the build
 * draws every size; empty for the placeholder.
 */
export const logo = (label: string, hint: string, folder: string) =>
  v.optional(photoSchema(label, hint, folder, true, LOGO_FORMATS), '');

const PHOTO_FORMATS = { extensions: ['jpg', 'jpeg', 'png', 'webp'], names: 'JPEG, PNG or WebP', what: 'a photo' };
const LOGO_FORMATS = {
  extensions: ['svg', ...PHOTO_FORMATS.extensions],
  names: 'SVG, PNG, JPEG or WebP',
  what: 'a drawing or image',
};

function photoSchema(label: string, hint: string, folder: string, empty: boolean, formats = PHOTO_FORMATS) {
  const { extensions, names, what } = formats;
  return v.pipe(
    v.string(`should be the address of ${what}`),
    v.trim(),
    v.check(
      (path) => (empty && path === '') || new RegExp(`^/?${folder}/[^/]+\\.(${extensions.join('|')})$`, 'i').test(path),
      `should be ${what} in ${folder}/ (${names}), uploaded in the editor`,
    ),
    meta({ kind: 'photo', label, hint, folder, ...(formats === PHOTO_FORMATS ? {} : { extensions }) }),
  );
}

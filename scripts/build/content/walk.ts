/** Walking a content schema beside the data it checked: every field, with its place and what the schema says of it. */
import type { GenericSchema } from 'valibot';
import type { FieldMeta } from '../../../src/content/schema/field-meta.ts';
import { kindOf, metaOf, shape } from '../../../src/content/schema/inspect.ts';

export type Path = (string | number)[];

/** Calls `visit` for every field the schema has and the data holds, leaves and groups alike. */
export function walk(
  schema: GenericSchema,
  value: unknown,
  visit: (meta: FieldMeta | undefined, value: unknown, path: Path, schema: GenericSchema) => void,
  path: Path = [],
): void {
  visit(metaOf(schema), value, path, schema);
  const s = shape(schema);
  if (s.type === 'variant') {
    const option = kindOf(schema, value);
    if (option) walk(option, value, visit, path);
    return;
  }
  if (s.entries && value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(s.entries))
      if (key in value) walk(entry, (value as Record<string, unknown>)[key], visit, [...path, key]);
  }
  if (s.type === 'array' && s.item && Array.isArray(value))
    value.forEach((item, i) => walk(s.item as GenericSchema, item, visit, [...path, i]));
}

/** `faqs.items[2].answer`, for a developer; lists count from 1 in the editor's words. */
export const dotPath = (path: Path): string =>
  path.map((part, i) => (typeof part === 'number' ? `[${part + 1}]` : `${i ? '.' : ''}${part}`)).join('');

/** The same place in the editor's words: "About page › FAQs › Questions › 3 › Answer". */
export function editorPath(schema: GenericSchema, path: Path): string {
  const names: string[] = [metaOf(schema)?.label ?? ''];
  let current: GenericSchema | undefined = schema;
  let value: unknown;
  for (const part of path) {
    if (!current) break;
    const s = shape(current);
    if (typeof part === 'number') {
      names.push(String(part + 1));
      current = s.item;
    } else {
      const entries = s.type === 'variant' ? shape(kindOf(current, value) ?? current).entries : s.entries;
      current = entries?.[part];
      const label = current && metaOf(current)?.label;
      names.push(label ?? part);
    }
  }
  return names.join(' › ');
}

/**
 * Reading a content schema's insides: what a field is (its metadata), and the entries, list item or kinds of a
 * group, list or variant. valibot keeps these on the schema objects; this module is the one place that knows how,
 * for the build's checks (scripts/build/content/walk.ts) and the editor's forms (scripts/build/admin/).
 */
import type * as v from 'valibot';
import type { FieldMeta } from './field-meta.ts';

/** What a schema holds, as far as a walk through it needs. */
export interface SchemaShape {
  type: string;
  entries?: Record<string, v.GenericSchema>;
  item?: v.GenericSchema;
  options?: v.GenericSchema[];
  key?: string;
}

/** The schema inside an optional wrapper. */
export function unwrap(schema: v.GenericSchema): v.GenericSchema {
  return schema.type === 'optional' ? (schema as unknown as { wrapped: v.GenericSchema }).wrapped : schema;
}

/** A schema's shape, through an optional wrapper. */
export const shape = (schema: v.GenericSchema): SchemaShape => unwrap(schema) as unknown as SchemaShape;

/** The metadata of a schema (through optional and pipe wrappers), if it has any. */
export function metaOf(schema: v.GenericSchema): FieldMeta | undefined {
  const inner = unwrap(schema);
  const pipe = (inner as { pipe?: ({ type: string; metadata?: FieldMeta } & v.GenericSchema)[] }).pipe;
  if (!pipe) return undefined;
  // A pipe that starts with a piped schema (a group with a check of its own) has its metadata inside.
  return (
    pipe.find((action) => action.type === 'metadata')?.metadata ??
    (pipe[0] && pipe[0] !== inner ? metaOf(pipe[0]) : undefined)
  );
}

/** The value of the field (`type`, by default) that tells a kind of entry in a list of several kinds (a variant's option). */
export const kindKey = (option: v.GenericSchema, key = 'type'): unknown =>
  (shape(option).entries?.[key] as { literal?: unknown } | undefined)?.literal;

/** For a list of several kinds, the schema of the kind an entry is. */
export function kindOf(schema: v.GenericSchema, value: unknown): v.GenericSchema | undefined {
  const { options = [], key = 'type' } = shape(schema);
  const kind = (value as Record<string, unknown> | null)?.[key];
  return options.find((option) => kindKey(option, key) === kind);
}

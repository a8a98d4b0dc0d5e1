/** The content's number fields: an amount in rupees, a whole number (a count, a year), a percentage. */
import * as v from 'valibot';
import { meta } from './fields.ts';

/** An amount in rupees, a whole number (the page writes it with the Indian grouping: ₹1,20,000). */
export const rupees = (label: string, hint: string) =>
  v.pipe(
    v.number('should be a number of rupees, such as 120000'),
    v.check((n) => Number.isInteger(n) && n >= 0, 'should be a whole number of rupees, such as 120000'),
    meta({ kind: 'number', label, hint }),
  );

/** A whole number (a count of students, a year), from `min` (0 unless given) up to `max`. */
export const wholeNumber = (label: string, hint: string, { min = 0, max }: { min?: number; max?: number } = {}) =>
  v.pipe(
    v.number(`should be a number, such as ${Math.min(Math.max(min, 120), max ?? Infinity)}`),
    v.check(
      (n) => Number.isInteger(n) && n >= min && (max === undefined || n <= max),
      max === undefined ? `should be a whole number, ${min} or more` : `should be a whole number from ${min} to ${max}`,
    ),
    meta({ kind: 'number', label, hint, ...(min ? { min } : {}), ...(max === undefined ? {} : { max }) }),
  );

const hundredths = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** A percentage from 0 to 100, with at most two decimals, such as 98.75. */
export const percent = (label: string, hint: string) =>
  v.pipe(
    v.number('should be a percentage, such as 98.5'),
    v.check(
      (n) => n >= 0 && n <= 100 && hundredths(n),
      'should be a percentage from 0 to 100, with at most two decimals, such as 98.5',
    ),
    meta({ kind: 'number', label, hint, max: 100, decimals: true }),
  );

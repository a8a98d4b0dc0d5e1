/**
 * The notices' contracts (src/notices/shared/contract.ts) hold for what the build publishes: each language's notices.json
 * is read by the app (noticesDataSchema, src/notices/after/fetch-notices.ts) and by the push sender (noticesFileSchema,
 * scripts/push/outgoing.ts), each with the one schema the contract writes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { noticesDataSchema, noticesFileSchema } from '../../src/notices/shared/contract.ts';
import { languages, noticesDataPath } from '../../src/lib/routes.ts';

const published = (lang: (typeof languages)[number]): unknown =>
  JSON.parse(readFileSync(path.join('dist', noticesDataPath(lang)), 'utf8'));

describe("the notices' contracts", () => {
  for (const lang of languages) {
    it(`${noticesDataPath(lang)} is what the app and the push sender read`, () => {
      const data = published(lang);
      const forApp = v.safeParse(noticesDataSchema, data);
      expect(forApp.issues?.map((issue) => issue.message) ?? []).toEqual([]);
      expect(v.safeParse(noticesFileSchema, data).success).toBe(true);
      expect(forApp.success && forApp.output.notices.length).toBeGreaterThan(0);
    });
  }
});

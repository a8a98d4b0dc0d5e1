/** The build's clock: the moment and the day at the school the site is built for. */
import type { Env } from '../../../src/lib/identity.ts';
import { schoolMoment } from '../../../src/lib/school-time.ts';
import { MOMENT } from '../../../src/content/schema/fields.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The build's moment at the school, YYYY-MM-DDTHH:MM: a scheduled notice is published by the first build at or after
 * its time. SITE_NOW sets another (a test, a preview of tomorrow); SITE_TODAY, the start of that day.
 */
export function buildMoment(env: Env): string {
  const now = env.SITE_NOW;
  // Written as a scheduled notice's time is (the content's one MOMENT), so both are read alike.
  if (typeof now === 'string' && MOMENT.pattern.test(now)) return now;
  const today = env.SITE_TODAY;
  return typeof today === 'string' && DAY.test(today) ? `${today}T00:00` : schoolMoment(new Date());
}

/** The build's day at the school, YYYY-MM-DD. */
export const buildDay = (env: Env): string => buildMoment(env).slice(0, 10);

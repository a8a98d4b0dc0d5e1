/**
 * What the notices feature loads only when it is needed, each a chunk of its own that no page's first load carries:
 * the fetch of the newest notices (with valibot, which checks them), once the app has hydrated; and the mending of a
 * phone that takes notices, on such a phone only.
 */
import type { NoticesData } from '../content/index.ts';
import type { Lang } from '../lib/routes.ts';
import type { Choice, PushSettings } from './push/apart/push-client.ts';
import type { Confirmation } from './shared/confirmation.ts';

/** The notices of a language as the site publishes them now (./after/fetch-notices.ts); null offline or when wrong. */
export const fetchNoticesLater = (lang: Lang): Promise<NoticesData | null> =>
  import('./after/fetch-notices.ts').then(({ fetchNotices }) => fetchNotices(lang));

/** This phone's notices checked against the relay and mended (./push/push-mend.ts), if it takes them. */
export const mendPushLater = (choice: () => Choice, settings: PushSettings, confirmation: Confirmation): void =>
  void import('./push/push-mend.ts').then(({ mendPush }) => mendPush(choice, settings, confirmation));

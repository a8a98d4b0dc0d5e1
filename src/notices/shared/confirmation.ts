/**
 * The "notices are on" notification a new phone is sent to prove its address (relay/confirm.ts): its shape, as the page
 * asks for it (src/notices/shared/push-renewal.ts) and the relay reads it (src/notices/shared/subscribe-request.ts), and the words it is made of.
 */
import { pagePath, type Lang } from '../../lib/routes.ts';

export interface Confirmation {
  title: string;
  body: string;
  /** A page of the site: tapping the notification opens it. */
  url: string;
}

/** The notification in the page's language, from the editor's words (site.yaml), opening the notices page. */
export const confirmationOf = (
  words: { pushConfirmTitle: string; pushConfirmText: string },
  lang: Lang,
): Confirmation => ({ title: words.pushConfirmTitle, body: words.pushConfirmText, url: pagePath('/notices', lang) });

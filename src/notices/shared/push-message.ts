/** The push message, written once: the sender's and the relay's, read by the service worker. */
import * as v from 'valibot';
import { languages } from '../../lib/routes.ts';

/**
 * What a phone is sent for a notice, and shows: in one language, a tap opening `url` (a page of the site). The
 * sender (scripts/push/outgoing.ts) and the relay's confirmation (relay/confirm.ts) write it; the service worker
 * (sw/push.ts) reads it with this schema, which asks only for what a notification cannot go without (its title
 * and page) and fills in the rest: no body, the English; no tag, one per page; not urgent.
 */
export const pushMessageSchema = v.object({
  title: v.string(),
  url: v.string(),
  body: v.fallback(v.string(), ''),
  lang: v.fallback(v.picklist(languages), 'en'),
  tag: v.fallback(v.optional(v.string()), undefined),
  urgent: v.fallback(v.boolean(), false),
});

/** A push message as the sender writes it: every field given. */
export type PushMessage = Required<v.InferOutput<typeof pushMessageSchema>>;

/**
 * What the relay accepts, read with the schemas the page writes its requests by (src/notices/shared/subscribe-request.ts): a
 * parent's browser hands over a push address, its two keys, the language the parent reads and the classes chosen;
 * anything else is refused with words a developer can act on.
 */

import type { ClassTag } from '../src/lib/classes.ts';
import type { Confirmation } from '../src/notices/shared/confirmation.ts';
import {
  readRequest,
  subscribeRequestSchema,
  unsubscribeRequestSchema,
  type Checked,
} from '../src/notices/shared/subscribe-request.ts';

export type Language = 'en' | 'ml';

/** All the relay keeps about a subscriber: where to push, how to encrypt, in which language, for which classes. */
export interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: Language;
  /** The classes the parent chose (src/lib/classes.ts): none, and the phone is sent every notice. */
  classes: ClassTag[];
}

export type { Checked };

/** Bodies at or above this size are refused: a real subscription is about 600 bytes with its confirmation. */
export const MAX_BODY_BYTES = 4096;
export const tooBig = (limit: number): string => `the body must be under ${limit} bytes`;

/** A request to keep a phone, read: the subscription the relay keeps, and the words of its confirmation. */
export interface SubscribeRequest {
  subscription: Subscription;
  confirmation: Confirmation;
  /** The auth key the phone was kept with before, when its browser gave it new keys (src/notices/shared/subscribe-request.ts). */
  previousAuth?: string;
}

/** A subscription from a parsed JSON body (src/notices/shared/subscribe-request.ts), its address in its one spelling. */
export function parseSubscription(body: unknown): Checked<SubscribeRequest> {
  const read = readRequest(subscribeRequestSchema, body);
  if (!read.ok) return read;
  const { endpoint, keys, language, classes, confirmation, previousAuth } = read.value;
  const value: SubscribeRequest = { subscription: { endpoint, keys, language, classes }, confirmation };
  return { ok: true, value: previousAuth === undefined ? value : { ...value, previousAuth } };
}

/** The phone to forget, from a parsed JSON body: its address, and its auth key, which only that browser knows. */
export function parseUnsubscribe(body: unknown): Checked<{ endpoint: string; auth: string }> {
  const read = readRequest(unsubscribeRequestSchema, body);
  return read.ok ? { ok: true, value: { endpoint: read.value.endpoint, auth: read.value.keys.auth } } : read;
}

/** A notice's id as the site writes it in its addresses. */
export function isNoticeId(id: string): boolean {
  return /^[a-z0-9-]+$/.test(id) && id.length <= 200;
}

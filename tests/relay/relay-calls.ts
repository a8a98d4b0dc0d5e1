/** Requests to the relay in the tests, as a parent's browser or the sender makes them. */
import { makePhone } from './phones.ts';
import { RELAY_SECRET, SITE_ORIGIN, type Relay } from './relay-harness.ts';

let addresses = 0;
/** A client (an IPv6 /64) of its own for each request, so only the rate-limit tests meet the per-address limit. */
export const nextAddress = (): string => `2001:db8:${(++addresses).toString(16)}::1`;

export interface Call {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  json: unknown;
}

export const fromSite = { Origin: SITE_ORIGIN, 'Content-Type': 'application/json' };
export const asSender = { Authorization: `Bearer ${RELAY_SECRET}`, 'Content-Type': 'application/json' };

/** The words the site asks the relay to send a new phone (src/notices/shared/confirmation.ts, confirmationOf). */
export const CONFIRMATION = {
  en: { title: 'Notices are on for this phone', body: 'Urgent notices from EdMOUNT will come here.', url: '/notices/' },
  ml: { title: 'ഈ ഫോണിൽ അറിയിപ്പുകൾ ഓണാണ്', body: 'അടിയന്തര അറിയിപ്പുകൾ ഇവിടെ ലഭിക്കും.', url: '/ml/notices/' },
};

export function caller(relay: () => Relay) {
  async function call(path: string, { method = 'GET', body, headers = {} }: Call = {}): Promise<Answer> {
    const response = await relay().mf.dispatchFetch(new URL(path, relay().url), {
      method,
      headers: { 'CF-Connecting-IP': nextAddress(), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers as unknown as Headers,
      json: text ? (JSON.parse(text) as unknown) : null,
    };
  }
  /** A phone's browser turning notices on: its subscription, and the words of its confirmation. */
  const subscribe = (subscription: object, headers: Record<string, string> = fromSite) => {
    const language = (subscription as { language?: 'en' | 'ml' }).language ?? 'en';
    const body = { confirmation: CONFIRMATION[language === 'ml' ? 'ml' : 'en'], ...subscription };
    return call('/subscriptions', { method: 'POST', body, headers });
  };
  return { call, subscribe };
}

/** A phone of the tests, by name. */
export const phone = makePhone;

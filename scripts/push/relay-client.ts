/** The sender's side of the push relay (relay/worker.ts): every call carries the relay's secret. */
import * as v from 'valibot';

const SubscriptionSchema = v.object({
  endpoint: v.pipe(v.string(), v.url()),
  keys: v.object({ p256dh: v.string(), auth: v.string() }),
  language: v.picklist(['en', 'ml']),
});

export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

const ListSchema = v.object({ subscriptions: v.array(SubscriptionSchema) });
const SentSchema = v.object({ sent: v.array(v.string()) });

export interface RelayClient {
  subscriptions(): Promise<Subscription[]>;
  sent(): Promise<Set<string>>;
  markSent(slug: string): Promise<void>;
  /** Undoes `markSent`, for a notice that reached no phone. */
  unmarkSent(slug: string): Promise<void>;
  remove(endpoint: string): Promise<void>;
}

/** Talks to the relay at `address` (the Worker's URL) with `fetch`. */
export function relayClient(address: string, secret: string, fetchImpl: typeof fetch = fetch): RelayClient {
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const url = new URL(path, address);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers: {
          Authorization: `Bearer ${secret}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(`The push relay at ${url.origin} could not be reached (${(error as Error).message})`);
    }
    const text = await response.text();
    if (!response.ok) {
      const hint = response.status === 401 ? ': RELAY_SECRET is not the secret the relay was given' : '';
      throw new Error(`The push relay answered ${method} ${path} with ${response.status} ${text}${hint}`);
    }
    return text === '' ? null : (JSON.parse(text) as unknown);
  }

  function checked<T extends v.GenericSchema>(schema: T, data: unknown, what: string): v.InferOutput<T> {
    const result = v.safeParse(schema, data);
    if (result.success) return result.output;
    const [issue] = result.issues;
    throw new Error(`The push relay's ${what} is not as expected: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
  }

  return {
    subscriptions: async () => checked(ListSchema, await call('GET', '/subscriptions'), 'list').subscriptions,
    sent: async () => new Set(checked(SentSchema, await call('GET', '/sent'), 'list of sent notices').sent),
    markSent: async (slug) => {
      await call('PUT', `/sent/${encodeURIComponent(slug)}`);
    },
    unmarkSent: async (slug) => {
      await call('DELETE', `/sent/${encodeURIComponent(slug)}`);
    },
    remove: async (endpoint) => {
      await call('DELETE', '/subscriptions', { endpoint });
    },
  };
}

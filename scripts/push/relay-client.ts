/** The sender's side of the push relay (relay/sender-routes.ts): every call carries the relay's secret. */
import * as v from 'valibot';

const PhoneSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  endpoint: v.pipe(v.string(), v.url()),
  keys: v.object({ p256dh: v.string(), auth: v.string() }),
  language: v.picklist(['en', 'ml']),
  // The classes the parent chose (src/lib/classes.ts); a relay from before they were asked lists none.
  classes: v.optional(v.array(v.string()), []),
});

/** A phone as the relay lists it: its id, push address, keys and language. */
export type Phone = v.InferOutput<typeof PhoneSchema>;
export type Subscription = Omit<Phone, 'id'>;

const PageSchema = v.object({ subscriptions: v.array(PhoneSchema), next: v.nullable(v.number()) });
const FinishedSchema = v.object({ finished: v.array(v.string()) });
const ClaimedSchema = v.object({
  claimed: v.array(v.number()),
  again: v.array(v.number()),
  held: v.number(),
  // A relay deployed before it counted them answers without.
  done: v.optional(v.number(), 0),
});
const RemovedSchema = v.object({ removed: v.number() });
const ForgottenSchema = v.object({ forgotten: v.number() });

export type Claimed = v.InferOutput<typeof ClaimedSchema>;

/** What one notice's messages did, by phone id. */
export interface Results {
  reached: number[];
  failed: number[];
  gone: number[];
}

/** The longest one call to the relay may take, answer included: a list of 5,000 phones is about 2 MB. */
export const RELAY_CALL_MS = 60_000;

/** Ids sent to the relay at once (its limit is 5,000). */
export const IDS_PER_CALL = 1000;

export interface RelayClient {
  /** Every phone, page by page. */
  phones(): Promise<Phone[]>;
  /** The notices every phone has had. */
  finished(): Promise<Set<string>>;
  /**
   * Claims phones for a notice before its messages go out, for `leaseSeconds`: those it may be sent to now, of those
   * the ones a run that stopped had claimed (it may have sent them the notice), and how many another run holds.
   */
  claim(notice: string, ids: readonly number[], leaseSeconds: number): Promise<Claimed>;
  /** What the notice's messages did; how many phones were removed (gone). */
  record(notice: string, results: Results): Promise<number>;
  /** The phones the run reached with nothing; how many were removed (failing run after run). */
  failedRun(ids: readonly number[]): Promise<number>;
  finish(notice: string): Promise<void>;
  /**
   * The notices current now: the relay forgets every other, with what it was sent to. How many it forgot (null from
   * a relay deployed before it could, which keeps them).
   */
  keepCurrent(ids: readonly string[]): Promise<number | null>;
}

/** Talks to the relay at `address` (the Worker's URL) with `fetch`. */
export function relayClient(address: string, secret: string, fetchImpl: typeof fetch = fetch): RelayClient {
  /** `older`: what a call answered with 405 means (a relay deployed before it answered it); otherwise a failure. */
  async function call(method: string, path: string, body?: unknown, older?: { older: true }): Promise<unknown> {
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
        signal: AbortSignal.timeout(RELAY_CALL_MS),
      });
    } catch (error) {
      throw new Error(`The push relay at ${url.origin} could not be reached (${(error as Error).message})`);
    }
    const text = await response.text().catch((error: unknown) => {
      throw new Error(`The push relay's answer to ${method} ${path} stopped (${(error as Error).message})`);
    });
    if (response.status === 405 && older) return older;
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

  /** A call per IDS_PER_CALL ids, its answers' counts added. */
  async function inParts<T>(ids: readonly number[], each: (part: number[]) => Promise<T>): Promise<T[]> {
    const answers: T[] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_CALL) answers.push(await each(ids.slice(i, i + IDS_PER_CALL)));
    return answers;
  }
  const notice = (id: string) => `/notices/${encodeURIComponent(id)}`;

  return {
    phones: async () => {
      const phones: Phone[] = [];
      let after: number | null = 0;
      while (after !== null) {
        const page: v.InferOutput<typeof PageSchema> = checked(
          PageSchema,
          await call('GET', `/subscriptions?after=${after}`),
          'list of phones',
        );
        phones.push(...page.subscriptions);
        after = page.next;
      }
      return phones;
    },
    finished: async () =>
      new Set(checked(FinishedSchema, await call('GET', '/notices'), 'list of finished notices').finished),
    claim: async (id, ids, leaseSeconds) => {
      const parts = await inParts(ids, (part) =>
        call('POST', `${notice(id)}/claim`, { ids: part, leaseSeconds }).then((answer) =>
          checked(ClaimedSchema, answer, 'claim'),
        ),
      );
      return {
        claimed: parts.flatMap((p) => p.claimed),
        again: parts.flatMap((p) => p.again),
        held: parts.reduce((sum, p) => sum + p.held, 0),
        done: parts.reduce((sum, p) => sum + p.done, 0),
      };
    },
    record: async (id, results) => {
      const removed = checked(RemovedSchema, await call('POST', `${notice(id)}/results`, results), 'record');
      return removed.removed;
    },
    failedRun: async (ids) =>
      (
        await inParts(
          ids,
          async (part) => checked(RemovedSchema, await call('POST', '/phones/failed', { ids: part }), 'record').removed,
        )
      ).reduce((sum, n) => sum + n, 0),
    finish: async (id) => {
      await call('PUT', notice(id));
    },
    keepCurrent: async (ids) => {
      const answer = await call('PUT', '/notices', { current: ids }, { older: true });
      if (typeof answer === 'object' && answer !== null && 'older' in answer) return null;
      return checked(ForgottenSchema, answer, 'list of current notices').forgotten;
    },
  };
}

/** What the relay's Worker is given (its bindings and settings, wrangler.toml) and hands each route it calls. */
export interface Env {
  DB: D1Database;
  /**
   * Cloudflare's rate-limiting bindings: per client address, and for every client together, each counted at every
   * Cloudflare location on its own (not for the whole world). They count in memory
   * at the edge, write nothing to D1, and Miniflare runs the same bindings locally and in the tests.
   */
  PUBLIC_LIMIT: RateLimit;
  ALL_LIMIT: RateLimit;
  SITE_ORIGIN: string;
  RELAY_SECRET: string;
  /** At most this many new phones a day (wrangler.toml). */
  NEW_PER_DAY: string;
  /** The school's VAPID keys, to send a new phone its "notices are on" message: the public one in wrangler.toml. */
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  /** Whom push services may write to about the relay's messages (mailto: or https:); the site when unset. */
  VAPID_SUBJECT?: string;
  /** The Workers KV namespace of the relay before D1, bound only while it is moved across (import-kv.ts). */
  OLD_SUBSCRIPTIONS?: KVNamespace;
}

export interface Context {
  request: Request;
  env: Env;
  site: string;
  origin: string | null;
}

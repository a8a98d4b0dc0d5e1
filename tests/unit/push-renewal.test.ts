import { describe, expect, it } from 'vitest';
import { keyBytes, madeFor } from '../../src/notices/shared/push-renewal.ts';

/** Two of the relay's public keys: the one the site has now, and one it had before. */
const NOW = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const BEFORE = 'BOX2M9jhLg0u6WTSbSaQOQJ3BuWXyv7J5H7Pd9dhQXwmK9Ta0Q0Pg1k4fpGrJQK6o8ktDbGdfB5wkX2rF7u3VbE';

const subscriptionFor = (key?: ArrayBuffer) => ({ options: { applicationServerKey: key ?? null } }) as PushSubscription;

describe("a subscription and the relay's key", () => {
  it('reads a key as the push service wants it: 65 bytes, an uncompressed point', () => {
    const bytes = keyBytes(NOW);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('is made for the key it was subscribed with, not for one the school had before', () => {
    expect(madeFor(subscriptionFor(keyBytes(NOW).buffer), NOW)).toBe(true);
    expect(madeFor(subscriptionFor(keyBytes(BEFORE).buffer), NOW)).toBe(false);
  });

  it('is taken as made for it where the browser does not say', () => {
    expect(madeFor(subscriptionFor(), NOW)).toBe(true);
  });
});

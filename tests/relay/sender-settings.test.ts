/** The sender's settings: push set up or not, and each missing or wrong one named before anything is sent. */
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { readPushEnv } from '../../scripts/push/env.ts';

describe('the settings', () => {
  const keys = webpush.generateVAPIDKeys();
  const full = {
    SITE_PUSH_RELAY: 'https://relay.example.workers.dev',
    RELAY_SECRET: 'secret',
    SITE_ORIGIN: 'https://school.example',
    SITE_PUSH_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:office@school.example',
  };
  const problemsOf = (env: Record<string, string>, dryRun = false): string[] => {
    const result = readPushEnv(env, { dryRun });
    return 'problems' in result ? result.problems : [];
  };

  it('without a relay, push is simply not set up', () => {
    expect(readPushEnv({ SITE_ORIGIN: 'https://school.example' }, { dryRun: false })).toEqual({
      config: { relay: null, siteOrigin: 'https://school.example', vapid: null },
    });
  });

  it('accepts a complete set, and PUSH_RELAY for the relay', () => {
    expect(problemsOf(full)).toEqual([]);
    const { SITE_PUSH_RELAY, ...rest } = full;
    expect(problemsOf({ ...rest, PUSH_RELAY: SITE_PUSH_RELAY })).toEqual([]);
  });

  it('names each setting that is missing', () => {
    const problems = problemsOf({ SITE_PUSH_RELAY: full.SITE_PUSH_RELAY });
    for (const name of ['RELAY_SECRET', 'SITE_ORIGIN', 'SITE_PUSH_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']) {
      expect(problems.some((problem) => problem.startsWith(`${name} is not set`))).toBe(true);
    }
  });

  it('names each setting that is malformed', () => {
    const problems = problemsOf({
      ...full,
      SITE_PUSH_RELAY: 'http://relay.example.workers.dev',
      SITE_ORIGIN: 'https://school.example/notices',
      SITE_PUSH_PUBLIC_KEY: 'abc',
      VAPID_SUBJECT: 'office@school.example',
    });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'SITE_PUSH_RELAY',
      'SITE_ORIGIN',
      'SITE_PUSH_PUBLIC_KEY',
      'VAPID_SUBJECT',
    ]);
    expect(problemsOf({ ...full, SITE_PUSH_RELAY: 'http://localhost:8787' })).toEqual([]);
  });

  it('refuses a private key from another pair, since push services would refuse every message', () => {
    const other = webpush.generateVAPIDKeys();
    expect(problemsOf({ ...full, VAPID_PRIVATE_KEY: other.privateKey })).toEqual([
      expect.stringContaining('are not one pair'),
    ]);
  });

  it('needs no keys for a dry run', () => {
    expect(
      problemsOf({ SITE_PUSH_RELAY: full.SITE_PUSH_RELAY, RELAY_SECRET: 's', SITE_ORIGIN: full.SITE_ORIGIN }, true),
    ).toEqual([]);
  });
});

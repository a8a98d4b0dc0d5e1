/**
 * The sender's settings from the environment (the deploy workflow's variables and secrets), checked at once
 * so a wrong one is named before any phone is messaged.
 */
import { createECDH } from 'node:crypto';
import type { Vapid } from './send.ts';

export interface PushConfig {
  /** Null when the school has not set up push: the site works as before and nothing is sent. */
  relay: { address: string; secret: string } | null;
  siteOrigin: string | null;
  /** Null in a dry run, which sends nothing. */
  vapid: Vapid | null;
  /** PUSH_LEASE_SECONDS: how long a run's claim on a batch of phones lasts (scripts/push/send.ts, LEASE_SECONDS). */
  leaseSeconds?: number;
}

export type Env = Record<string, string | undefined>;

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

function bytesOf(text: string): Buffer | null {
  return /^[A-Za-z0-9_-]+=*$/.test(text) ? Buffer.from(text, 'base64url') : null;
}

function originProblem(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) address';
    return url.origin === value.replace(/\/$/, '') ? null : `must be an origin only, like ${url.origin}`;
  } catch {
    return 'is not an address';
  }
}

function relayProblem(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.includes(url.hostname))) return null;
    return 'must be an https address (http only on this machine)';
  } catch {
    return 'is not an address';
  }
}

function vapidProblems(env: Env): { problems: string[]; vapid: Vapid | null } {
  const problems: string[] = [];
  const publicKey = env.SITE_PUSH_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  const subject = env.VAPID_SUBJECT?.trim() ?? '';
  const publicBytes = bytesOf(publicKey);
  const privateBytes = bytesOf(privateKey);
  if (!publicKey) {
    problems.push('SITE_PUSH_PUBLIC_KEY is not set (the public VAPID key; see npm run vapid-keys)');
  } else if (publicBytes?.length !== 65 || publicBytes[0] !== 4) {
    problems.push('SITE_PUSH_PUBLIC_KEY is not a VAPID public key (base64url of 65 bytes)');
  }
  if (!privateKey) {
    problems.push('VAPID_PRIVATE_KEY is not set (the private VAPID key; see npm run vapid-keys)');
  } else if (privateBytes?.length !== 32) {
    problems.push('VAPID_PRIVATE_KEY is not a VAPID private key (base64url of 32 bytes)');
  }
  if (problems.length === 0) {
    const ecdh = createECDH('prime256v1');
    let derived = '';
    try {
      ecdh.setPrivateKey(privateBytes!);
      derived = ecdh.getPublicKey('base64url');
    } catch {
      problems.push('VAPID_PRIVATE_KEY is not a P-256 private key');
    }
    // Phones subscribed with the public key; a private key from another pair makes every push service refuse.
    if (derived && derived !== publicBytes!.toString('base64url')) {
      problems.push(
        'VAPID_PRIVATE_KEY and SITE_PUSH_PUBLIC_KEY are not one pair (generate both with npm run vapid-keys)',
      );
    }
  }
  if (!subject) {
    problems.push('VAPID_SUBJECT is not set (a mailto: or https: address where push services can reach the school)');
  } else if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    problems.push(`VAPID_SUBJECT must be a mailto: or https: address, not ${subject}`);
  }
  return { problems, vapid: problems.length === 0 ? { publicKey, privateKey, subject } : null };
}

/** The configuration, or every problem with it in plain words. */
export function readPushEnv(
  env: Env,
  { dryRun }: { dryRun: boolean },
): { config: PushConfig } | { problems: string[] } {
  const address = (env.SITE_PUSH_RELAY || env.PUSH_RELAY || '').trim();
  const origin = env.SITE_ORIGIN?.trim() ?? '';
  if (!address) {
    const siteOrigin = origin && !originProblem(origin) ? new URL(origin).origin : null;
    return { config: { relay: null, siteOrigin, vapid: null } };
  }
  const problems: string[] = [];
  const relayName = env.SITE_PUSH_RELAY ? 'SITE_PUSH_RELAY' : 'PUSH_RELAY';
  const badRelay = relayProblem(address);
  if (badRelay) problems.push(`${relayName} ${badRelay}: ${address}`);
  const secret = env.RELAY_SECRET?.trim() ?? '';
  if (!secret) problems.push('RELAY_SECRET is not set (the secret the relay was given with wrangler secret put)');
  if (!origin) problems.push('SITE_ORIGIN is not set (the site’s address, like https://www.example.org)');
  else {
    const badOrigin = originProblem(origin);
    if (badOrigin) problems.push(`SITE_ORIGIN ${badOrigin}: ${origin}`);
  }
  const keys = dryRun ? { problems: [], vapid: null } : vapidProblems(env);
  problems.push(...keys.problems);
  const lease = env.PUSH_LEASE_SECONDS?.trim();
  // Longer than one delivery may take (30 s): a batch sends nothing in a shorter lease.
  if (lease && !(/^\d+$/.test(lease) && Number(lease) >= 60 && Number(lease) <= 3600)) {
    problems.push(`PUSH_LEASE_SECONDS must be a whole number of seconds from 60 to 3600, not ${lease}`);
  }
  if (problems.length > 0) return { problems };
  const config = { relay: { address, secret }, siteOrigin: new URL(origin).origin, vapid: keys.vapid };
  return { config: lease ? { ...config, leaseSeconds: Number(lease) } : config };
}

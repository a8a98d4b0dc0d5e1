/**
 * The fixture school's push relay for the browser tests (tests/e2e/push.spec.ts), in workerd (Miniflare, as
 * `npm run relay` runs it, with D1), at the address the fixture site was built with; its messages to phones go to the
 * stand-in push service (tests/relay/push-service.ts), which decrypts them as the phone would. And the sender, as the
 * workflow runs it, sending a notice through that relay.
 */
import { Miniflare } from 'miniflare';
import { migrate, relayOptions } from '../../relay/local.ts';
import { FIXTURE_RELAY_PORT, FIXTURE_VAPID } from '../fixtures/fixture-site.ts';
import { relayClient } from '../../scripts/push/relay-client.ts';
import { sendNotices, type Summary } from '../../scripts/push/send.ts';
import type { Editions, Notice } from '../../scripts/push/outgoing.ts';
import { notice } from '../relay/notice-fixtures.ts';
import { FCM, type Phone } from '../relay/phones.ts';
import { startPushService, type PushService } from '../relay/push-service.ts';

export const RELAY = `http://127.0.0.1:${FIXTURE_RELAY_PORT}`;
const SECRET = 'relay-secret-for-the-browser-tests-6d2f';

export interface FixtureRelay {
  relay: Miniflare;
  service: PushService;
  /** The phones the relay keeps, as the sender lists them. */
  kept: () => Promise<{ endpoint: string; language: string; classes: string[] }[]>;
  /** A notice sent to every phone through the relay, as the workflow's sender sends it. */
  send: (notice: Partial<Notice> & { slug: string; title: string }) => Promise<Summary>;
  close: () => Promise<void>;
}

export async function startFixtureRelay(site: string, phones: Map<string, Phone>): Promise<FixtureRelay> {
  const service = await startPushService(phones, FIXTURE_VAPID.publicKey);
  const toStandIn = async (request: Request) =>
    fetch(`${service.address}${new URL(request.url).pathname}`, {
      method: request.method,
      headers: request.headers,
      body: await request.arrayBuffer(),
    });
  const relay = new Miniflare(
    await relayOptions({
      secret: SECRET,
      siteOrigin: site,
      vapid: FIXTURE_VAPID,
      vars: { VAPID_SUBJECT: 'mailto:office@school.example' },
      port: FIXTURE_RELAY_PORT,
      outbound: toStandIn as never,
    }),
  );
  await relay.ready;
  await migrate(relay);
  const client = relayClient(RELAY, SECRET);
  const today = new Date().toISOString().slice(0, 10);
  const send: FixtureRelay['send'] = (fields) => {
    const sent = notice(fields.slug, { date: today, urgent: true, ...fields });
    const editions: Editions = { en: { today, notices: [sent] }, ml: { today, notices: [] } };
    const vapid = { ...FIXTURE_VAPID, subject: 'mailto:office@school.example' };
    const deliver = (url: string, init: RequestInit) => fetch(url.replace(FCM, service.address), init);
    return sendNotices(editions, { relay: client, vapid, deliver });
  };
  return {
    relay,
    service,
    kept: async () =>
      (await client.phones()).map(({ endpoint, language, classes }) => ({ endpoint, language, classes })),
    send,
    close: async () => {
      await relay.dispose();
      await service.close();
    },
  };
}

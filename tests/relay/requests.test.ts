/** The relay's rules for push addresses (relay/requests.ts): each browser's push service's own form, in one spelling. */
import { describe, expect, it } from 'vitest';
import { parseUnsubscribe } from '../../relay/requests.ts';
import { MAX_ENDPOINT_LENGTH, normalizeEndpoint } from '../../src/notices/shared/subscribe-request.ts';

const token = 'dAPTf0W1c9Q:APA91bHpR8y6kU2vNq0Zx3Lr5Ww7';

describe('push addresses', () => {
  it("takes each browser's push service in its own form", () => {
    for (const endpoint of [
      `https://fcm.googleapis.com/fcm/send/${token}`,
      `https://fcm.googleapis.com/wp/${token}`,
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABnKx7zT9wQ1pXcVbN4sF2a==',
      'https://web.push.apple.com/QGuQyavXutnMHTsTmpDWTH9u_sl5cA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAADt8%2BL3kQ9x7RZp',
    ])
      expect(normalizeEndpoint(endpoint), endpoint).toEqual({ ok: true, value: endpoint });
  });

  it('writes a Windows address the same whichever percent-encoding of its token it comes in', () => {
    const one = 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAADt8%2BL3kQ9x7RZp%2FQ==';
    for (const spelling of [
      one,
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAADt8%2bL3kQ9x7RZp%2fQ%3d%3d',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAADt8%2BL3kQ9x7RZp%2FQ%3D=',
      'https://wns2-par02p.notify.windows.com/w/?token=%42QYAAADt8%2BL3kQ9x7RZp%2FQ==',
    ])
      expect(normalizeEndpoint(spelling), spelling).toEqual({ ok: true, value: one });
  });

  it('writes every spelling of one address the same', () => {
    const one = `https://fcm.googleapis.com/fcm/send/${token}`;
    for (const spelling of [
      `HTTPS://FCM.GOOGLEAPIS.COM/fcm/send/${token}`,
      `https://fcm.googleapis.com:443/fcm/send/${token}#x`,
      ` https://fcm.googleapis.com./fcm/send/${token}?from=x `,
      `https://fcm\uFF0Egoogleapis\uFF0Ecom/fcm/send/${token}`,
      `https://fcm.googleapis.com/fcm/send/${token.slice(0, 5)}\n${token.slice(5)}`,
    ])
      expect(normalizeEndpoint(spelling), spelling).toEqual({ ok: true, value: one });
  });

  it('refuses what no push service gives, saying why', () => {
    const refused: [string, string][] = [
      [`http://fcm.googleapis.com/fcm/send/${token}`, 'https'],
      [`https://fcm.googleapis.com:8443/fcm/send/${token}`, 'plain'],
      [`https://user@fcm.googleapis.com/fcm/send/${token}`, 'plain'],
      [`https://fcm.googleapis.com.evil.example/fcm/send/${token}`, 'not a browser push service'],
      [`https://fcm.googleapis.com/fcm/send/${token}/../../admin`, 'form'],
      ['https://fcm.googleapis.com/fcm/send/short', 'form'],
      [`https://fcm.googleapis.com/fcm/send/${token} x`, 'form'],
      ['https://wns2-par02p.notify.windows.com/w/?token=', 'form'],
      [`https://fcm.googleapis.com/fcm/send/${'a'.repeat(MAX_ENDPOINT_LENGTH)}`, 'under'],
      ['', 'missing'],
    ];
    for (const [endpoint, why] of refused) {
      const result = normalizeEndpoint(endpoint);
      expect(result.ok, endpoint).toBe(false);
      expect(result.ok ? '' : result.error, endpoint).toContain(why);
    }
  });

  it('forgets a phone only given its auth key', () => {
    expect(parseUnsubscribe({ endpoint: `https://fcm.googleapis.com/fcm/send/${token}` })).toMatchObject({
      ok: false,
      error: expect.stringContaining('keys.auth is missing'),
    });
  });
});

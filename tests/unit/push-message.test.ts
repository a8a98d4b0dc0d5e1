/**
 * The push message, read by the service worker with the one schema the sender and the relay write to: what a
 * notification cannot go without is asked for, the rest filled in (src/notices/shared/push-message.ts).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pushMessageSchema } from '../../src/notices/shared/push-message.ts';

const read = (sent: unknown) => {
  const parsed = v.safeParse(pushMessageSchema, sent);
  return parsed.success ? parsed.output : null;
};

describe('a push message', () => {
  it('as the sender writes it, is read as it was sent, and nothing else it holds is kept', () => {
    const sent = { title: 'Rain holiday', body: 'School is closed tomorrow.', url: '/notices/rain/', lang: 'ml' };
    expect(read({ ...sent, tag: 'rain', urgent: true, endpoint: 'https://push.example/1' })).toEqual({
      ...sent,
      tag: 'rain',
      urgent: true,
    });
  });

  it('without a body, a language it knows, a tag or a yes for urgent, is still shown: in English, not urgent', () => {
    expect(read({ title: 'Rain holiday', url: '/notices/', lang: 'fr', tag: 7, urgent: 'yes' })).toEqual({
      title: 'Rain holiday',
      url: '/notices/',
      body: '',
      lang: 'en',
      tag: undefined,
      urgent: false,
    });
  });

  it('without a title or a page, or not an object at all, is not a message', () => {
    expect(read({ url: '/notices/' })).toBeNull();
    expect(read({ title: 'Rain holiday', url: 5 })).toBeNull();
    for (const sent of [null, 'Rain holiday', 5, ['Rain holiday', '/notices/']]) expect(read(sent)).toBeNull();
  });
});

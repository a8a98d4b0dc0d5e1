/**
 * Loaded into the sender's own process in the tests (node --import), and only there: its requests to Google's push
 * service go to the tests' stand-in (./push-service.ts, at TEST_PUSH_SERVICE) instead, since no browser's push service
 * can be reached from here. Everything else the sender does is as in the deploy workflow.
 */
import { FCM } from './phones.ts';

const standIn = process.env.TEST_PUSH_SERVICE;
if (!standIn) throw new Error('TEST_PUSH_SERVICE is not set: the address of the stand-in push service');
const network = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  return network(url.startsWith(`${FCM}/`) ? `${standIn}${url.slice(FCM.length)}` : input, init);
};

/**
 * The entry: tiny on purpose. The served HTML paints first, with no script in its way; the app (React, the
 * router and this page's code) loads right after the first frame and hydrates the same HTML.
 */
import { captureEarlyEvents } from './app/early-events.ts';

captureEarlyEvents();
requestAnimationFrame(() => setTimeout(() => void import('./app/start.tsx'), 0));

/**
 * The entry: tiny on purpose. The served HTML paints first, with no script in its way; the app (React, the
 * router and this page's code) loads once the page has loaded (so the first screen's images are painted)
 * and hydrates the same HTML.
 */
import { captureEarlyEvents } from './app/early-events.ts';

captureEarlyEvents();

const start = () => requestAnimationFrame(() => setTimeout(() => void import('./app/start.tsx'), 0));
if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });

/**
 * React DOM's client, as a module of our own. React DOM is CommonJS: whoever imports it needs the bundler's
 * interop helpers, and through this module that is this chunk, not the tiny entry (src/main.tsx), which then
 * stays one file with nothing to fetch before it runs.
 */
export { hydrateRoot } from 'react-dom/client';

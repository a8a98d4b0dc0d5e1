import { describe, expect, it } from 'vitest';
import { chunkGroupsFor } from '../../scripts/build/chunk-groups.ts';

/** The chunk a module joins: the first group of the highest priority whose test it passes, as the bundler picks. */
const chunkOf = (path: string, root = '/home/site') =>
  [...chunkGroupsFor(root)].sort((a, b) => b.priority - a.priority).find((group) => group.test(`${root}/${path}`))
    ?.name ?? 'its own or its page’s';

describe('the chunks name folders', () => {
  it('a module goes where its folder says when it loads, in any folder under src/', () => {
    expect(chunkOf('src/main.tsx')).toBe('entry');
    expect(chunkOf('src/app/entry/early-events.ts')).toBe('entry');
    expect(chunkOf('src/pages/admission/entry/held.ts')).toBe('entry');
    expect(chunkOf('src/app/react/dom-client.ts')).toBe('react');
    expect(chunkOf('src/notices/after/fetch-notices.ts')).toBe('after');
    expect(chunkOf('src/blocks/after/later-thing.tsx')).toBe('after');
    expect(chunkOf('src/app/apart/start.tsx')).toBe('its own or its page’s');
    expect(chunkOf('src/notices/push/apart/push-client.ts')).toBe('its own or its page’s');
  });

  it('the shell and what pages share are the app; a page’s own folder is its page’s', () => {
    expect(chunkOf('src/app/header.tsx')).toBe('app');
    expect(chunkOf('src/notices/push/push-state.ts')).toBe('app');
    expect(chunkOf('src/content/index.ts')).toBe('app');
    expect(chunkOf('src/content/schema/home.ts')).toBe('its own or its page’s');
    expect(chunkOf('src/pages/gallery/gallery-grid.tsx')).toBe('its own or its page’s');
    expect(chunkOf('node_modules/react-router/dist/index.mjs')).toBe('app');
  });

  it('the classes and the gallery have chunks of their own; React’s server renderer is in none', () => {
    expect(chunkOf('src/notices/classes/class-choice.tsx')).toBe('classes');
    expect(chunkOf('src/blocks/year-links/year-links.tsx')).toBe('classes');
    expect(chunkOf('src/lib/gallery/gallery-images.ts')).toBe('gallery');
    expect(chunkOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react');
    expect(chunkOf('node_modules/react-dom/cjs/react-dom-server.browser.production.js')).toBe('its own or its page’s');
    expect(chunkOf('node_modules/valibot/dist/index.js')).toBe('after');
  });

  it('the folders a checkout sits in name no chunk', () => {
    const root = '/home/office/src/react/after/site';
    expect(chunkOf('src/app/header.tsx', root)).toBe('app');
    expect(chunkOf('src/pages/gallery/gallery-grid.tsx', root)).toBe('its own or its page’s');
    expect(chunkOf('src/app/react/dom-client.ts', root)).toBe('react');
  });
});

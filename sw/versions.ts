/**
 * A photo the office replaces is a new address (its content's version is in its name: src/lib/media.ts), so no phone
 * keeps showing the old one. Once the new one is kept, the older versions of the same photo leave the cache at
 * once, rather than waiting out their age there.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { VERSION_LENGTH } from '../src/lib/media.ts';

/** A kept file's photo and version, or null for a file without a version. */
export type Versioned = (url: URL) => { photo: string; version: string } | null;

/** The photo and version of a name that ends with its version (`/media/galleries/day-1-a1b2c3d4`). */
export function versionedName(name: string): { photo: string; version: string } | null {
  const match = new RegExp(`^(.+)-([0-9a-f]{${VERSION_LENGTH}})$`).exec(name);
  return match ? { photo: match[1]!, version: match[2]! } : null;
}

/** A cache plugin: when a version of a photo is kept, every other version of it is dropped. */
export function dropOlderVersions(versioned: Versioned): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName, request }) => {
      const kept = versioned(new URL(request.url));
      if (!kept) return;
      const cache = await caches.open(cacheName);
      for (const old of await cache.keys()) {
        const other = versioned(new URL(old.url));
        if (other?.photo === kept.photo && other.version !== kept.version) await cache.delete(old);
      }
    },
  };
}

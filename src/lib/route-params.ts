import { matchRoute, splitPath } from './routes.ts';

/**
 * The values an address gives its route's `:name` segments, decoded: `/ml/galleries/sports%20day/` gives
 * `{ id: 'sports day' }`; `{}` for a route without them, or an unknown address.
 */
export function routeParams(pathname: string): Record<string, string> {
  const match = matchRoute(pathname);
  if (!match) return {};
  const have = splitPath(pathname).path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  match.route.path
    .split('/')
    .filter(Boolean)
    .forEach((part, i) => {
      if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(have[i] ?? '');
    });
  return params;
}

/** A segment of an address as typed: `%20` is a space; a malformed escape stays as it came. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

import { useSite } from '../content/context.tsx';
import { identity } from '../content/identity.ts';
import { shareLink } from '../lib/links.ts';
import { ExternalLink } from '../ui/external-link.tsx';
import { Icon } from '../ui/icons.tsx';
import './share-link.css';

/**
 * "Share on WhatsApp" for a notice, a date or a document: its title, its day and its address in the page's
 * language, for a parent to pass on to a group. Screen readers hear which one it shares.
 */
export function ShareLink({ title, day, path }: { title: string; day: string; path: string }) {
  const site = useSite();
  return (
    <ExternalLink
      className="share-link"
      href={shareLink([title, day, `${identity.origin}${path}`])}
      newTabNote={site.newTab}
    >
      <Icon name="whatsapp" size={18} />
      {site.share}
      <span className="visually-hidden">: {title}</span>
    </ExternalLink>
  );
}

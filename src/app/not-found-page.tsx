import { Link } from '../ui/link.tsx';
import { useLang, useSite } from '../content/context.tsx';
import { builtRoutes, headerRoutes, pagePath } from '../lib/routes.ts';
import { Heading } from '../ui/heading.tsx';
import './status-page.css';

export default function NotFoundPage() {
  const site = useSite();
  const lang = useLang();
  return (
    <section className="status-page container" aria-labelledby="not-found-heading">
      <Heading level={1} id="not-found-heading" eyebrow={`404 · ${site.notFound.title}`} lead={site.notFound.text}>
        {site.notFound.heading}
      </Heading>
      <ul className="status-page__links">
        {builtRoutes(headerRoutes, site.filledPages).map((route) => (
          <li key={route.key}>
            <Link to={pagePath(route.path, lang)}>{site.nav[route.key]}</Link>
          </li>
        ))}
      </ul>
      <Link className="button button--primary" to={pagePath('/', lang)}>
        {site.notFound.homeLink}
      </Link>
    </section>
  );
}

import { useLang, useSite } from '../content/context.tsx';
import { pagePath } from '../lib/routes.ts';
import { Heading } from '../ui/heading.tsx';
import './status-page.css';

export function ErrorPage() {
  const { error } = useSite();
  const lang = useLang();
  return (
    <section className="status-page container" aria-labelledby="error-heading">
      <Heading level={1} id="error-heading" eyebrow={error.title} lead={error.text}>
        {error.heading}
      </Heading>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {error.reload}
        </button>
        {/* A full load on purpose: the app that failed is not trusted to route. */}
        <a className="button button--ghost" href={pagePath('/', lang)}>
          {error.home}
        </a>
      </div>
    </section>
  );
}

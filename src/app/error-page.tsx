import { site } from '../content/site.ts';
import './status-page.css';

export function ErrorPage() {
  return (
    <section className="status-page container" aria-labelledby="error-heading">
      <p className="eyebrow">{site.error.title}</p>
      <h1 id="error-heading">{site.error.heading}</h1>
      <p className="lead">{site.error.text}</p>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {site.error.reload}
        </button>
        {/* A full load on purpose: the app that failed is not trusted to route. */}
        <a className="button button--ghost" href="/">
          {site.error.home}
        </a>
      </div>
    </section>
  );
}

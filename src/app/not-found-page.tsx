import { Link } from 'react-router';
import { site } from '../content/site.ts';
import { routes } from './paths.ts';
import './status-page.css';

export default function NotFoundPage() {
  return (
    <section className="status-page container" aria-labelledby="not-found-heading">
      <p className="eyebrow">404 · {site.notFound.title}</p>
      <h1 id="not-found-heading">{site.notFound.heading}</h1>
      <p className="lead">{site.notFound.text}</p>
      <ul className="status-page__links">
        {routes
          .filter((route) => route.label)
          .map((route) => (
            <li key={route.key}>
              <Link to={route.path}>{route.label}</Link>
            </li>
          ))}
      </ul>
      <Link className="button button--primary" to="/">
        {site.notFound.homeLink}
      </Link>
    </section>
  );
}

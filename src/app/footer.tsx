import { NavLink } from '../ui/link.tsx';
import { useLang, useSite } from '../content/context.tsx';
import { identity, socialLinks } from '../content/identity.ts';
import { mailLink, telLink } from '../lib/links.ts';
import { ExternalLink } from '../ui/external-link.tsx';
import { Icon } from '../ui/icons.tsx';
import { builtRoutes, footerRoutes, pagePath } from '../lib/routes.ts';
import { SchoolMark } from './logo.tsx';
import './footer.css';

/**
 * One footer for every width. On phones (the spec's "mobile footer") the brand logos and Youtube drop out
 * and the columns stack; from the small breakpoint up it is the full footer.
 */
export function Footer() {
  const { address } = identity;
  const site = useSite();
  const lang = useLang();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brands" aria-label={site.footer.brandsLabel}>
          {/* The school's own logo, once it has one (the placeholder drawing is the header's only). */}
          {identity.logo && (
            <p className="site-footer__school">
              <SchoolMark />
              <span>{identity.names[lang].full}</span>
            </p>
          )}
          <ul>
            {site.footer.brands.map((brand) => (
              <li key={brand.logo}>
                <img src={`/brand/${brand.logo}.svg`} alt={brand.name} width="200" height="48" loading="lazy" />
              </li>
            ))}
          </ul>
          <p>{site.footer.about}</p>
        </section>

        <nav className="site-footer__col" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{site.footer.quickLinks}</h2>
          <ul>
            {builtRoutes(footerRoutes, site.filledPages).map((route) => (
              <li key={route.key}>
                <NavLink to={pagePath(route.path, lang)}>{site.nav[route.key]}</NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__col" aria-labelledby="footer-follow">
          <h2 id="footer-follow">{site.footer.followUs}</h2>
          <ul className="site-footer__social">
            {socialLinks.map((link) => (
              <li key={link.key} data-phone={link.onPhone || undefined}>
                <ExternalLink href={link.href} newTabNote={site.newTab}>
                  <Icon name={link.key} />
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{site.footer.contactUs}</h2>
          <address>
            <p className="site-footer__line">
              <Icon name="pin" />
              <span>
                <span className="visually-hidden">{site.footer.addressLabel}: </span>
                {address.street}, {address.locality}, {address.region}, {site.footer.pin} {address.postalCode}
              </span>
            </p>
            {identity.phones.map((phone) => (
              <p className="site-footer__line" key={phone}>
                <Icon name="phone" />
                <a href={telLink(phone)}>
                  <span className="visually-hidden">{site.footer.phoneLabel}: </span>
                  {phone}
                </a>
              </p>
            ))}
            <p className="site-footer__line">
              <Icon name="mail" />
              <a href={mailLink(identity.email)}>
                <span className="visually-hidden">{site.footer.emailLabel}: </span>
                {identity.email}
              </a>
            </p>
          </address>
        </section>
      </div>
      <p className="container site-footer__legal">{site.footer.copyright}</p>
    </footer>
  );
}

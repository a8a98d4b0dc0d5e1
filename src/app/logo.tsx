import { useLang } from '../content/context.tsx';
import { identity } from '../content/identity.ts';
import './logo.css';

/** The school's mark: its logo (drawn by the build: scripts/build/app-icons.ts), or the placeholder drawing. */
export function SchoolMark() {
  return identity.logo ? (
    <img className="logo__mark" src={identity.logo} width="40" height="40" alt="" />
  ) : (
    <svg className="logo__mark" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#0f3b57" />
      <path d="M8 31 L19 15 L26 24 L31 18 L40 31 Z" fill="#e0a526" />
      <path d="M8 34 Q16 30 24 34 Q32 30 40 34 L40 38 Q32 34 24 38 Q16 34 8 38 Z" fill="#fbf6ec" />
    </svg>
  );
}

/**
 * The header's logo: the school's mark and its name in the page's language, the full name where it fits on two
 * lines, the short one where not (./logo.css). The home link's label names the school.
 */
export function Logo() {
  const { full, short } = identity.names[useLang()];
  return (
    <span className="logo">
      <SchoolMark />
      {full === short ? (
        <span className="logo__name">{full}</span>
      ) : (
        <>
          <span className="logo__name logo__name--full">{full}</span>
          <span className="logo__name logo__name--short">{short}</span>
        </>
      )}
    </span>
  );
}

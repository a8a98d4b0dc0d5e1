import { identity } from '../content/identity.ts';

/** The school's mark (a mountain over an open book) and its configured name. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="12" fill="#0f3b57" />
        <path d="M8 31 L19 15 L26 24 L31 18 L40 31 Z" fill="#e0a526" />
        <path d="M8 34 Q16 30 24 34 Q32 30 40 34 L40 38 Q32 34 24 38 Q16 34 8 38 Z" fill="#fbf6ec" />
      </svg>
      <span className="logo__name">{identity.schoolName}</span>
    </span>
  );
}

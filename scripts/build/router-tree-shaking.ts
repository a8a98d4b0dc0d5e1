import type { Plugin } from 'vite';

/**
 * React Router ships its code as one large module whose top level creates its contexts and components by calling
 * React (`React.createContext(…)`, `React.forwardRef(…)`, `React.memo(…)`) and names them for React's developer
 * tools (`Link.displayName = "Link"`). A bundler must keep a call it cannot prove harmless and whatever it reaches,
 * so the app carried the whole router (data routers, forms, prefetching, 14 KB gzip) for the few parts it uses.
 * These calls are pure and the names serve only the developer tools: marking the calls pure and dropping the names
 * lets the bundler keep only what the app imports.
 */
const MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;
const CALL = /^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/** The module's code with its top-level React calls marked pure and its developer-tool names gone; and how many. */
export function shakeableRouter(code: string): { code: string; changes: number } {
  let changes = 0;
  const out = code
    .replace(CALL, (_all, declaration: string, call: string) => {
      changes += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    })
    .replace(NAME, () => {
      changes += 1;
      return '';
    });
  return { code: out, changes };
}

export function routerTreeShakingPlugin(): Plugin {
  let changes = 0;
  return {
    name: 'school-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: MODULE },
      handler(code) {
        const result = shakeableRouter(code);
        changes += result.changes;
        return result.changes ? { code: result.code, map: null } : null;
      },
    },
    buildEnd(error) {
      // A new React Router written differently: say so, rather than let the first load grow unnoticed.
      if (!error && changes === 0 && [...this.getModuleIds()].some((id) => MODULE.test(id)))
        this.error('scripts/build/router-tree-shaking.ts found nothing to mark in React Router: check its new code.');
    },
  };
}

/**
 * How many runs a route gets. One run decides when every figure is far from its budget. Otherwise runs go on
 * until a majority of the most runs (MAX_RUNS) fall on one side of every budget, so the median of the runs,
 * which is what is asserted, is decided: one noisy run, or two, can never fail the gate, a real regression
 * fails every run (three runs), and a clean route costs one run.
 */

export const MAX_RUNS = 5;
const MAJORITY = Math.ceil(MAX_RUNS / 2);

export const median = (values: readonly number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const mid = sorted.length / 2;
  if (sorted.length === 0) return NaN;
  return Number.isInteger(mid)
    ? ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
    : (sorted[Math.floor(mid)] as number);
};

/**
 * A budget: the most a figure may be (`max`) or the least (`min`), and from where a single run counts as too
 * near it to decide alone (`near`): by default half of a maximum, or 0.03 above a minimum score.
 */
export type Budget = { max: number; near?: number } | { min: number; near?: number };

/** Whether a figure is close enough to its budget (or over it, or missing) to measure again. */
export function nearBudget(value: number, budget: Budget): boolean {
  if (!Number.isFinite(value)) return true;
  return 'max' in budget ? value > (budget.near ?? budget.max * 0.5) : value < (budget.near ?? budget.min + 0.03);
}

const withinBudget = (value: number, budget: Budget): boolean =>
  Number.isFinite(value) && ('max' in budget ? value <= budget.max : value >= budget.min);

/** Whether the runs so far settle every budget (by a majority of the most runs), or another run is needed. */
export function settled(runs: readonly Record<string, number>[], budgets: Record<string, Budget>): boolean {
  if (runs.length >= MAX_RUNS) return true;
  return Object.entries(budgets).every(([name, budget]) => {
    const values = runs.map((run) => run[name] ?? NaN);
    if (values.length === 1) return !nearBudget(values[0] as number, budget);
    const within = values.filter((value) => withinBudget(value, budget)).length;
    return within >= MAJORITY || values.length - within >= MAJORITY;
  });
}

/**
 * Each Malayalam page's median LCP against its English twin's (/ml/about/ against /about/), for the routes measured
 * in both languages: how much later Malayalam text settles (issue 47 wants at most 1.10).
 */
export function languageRatios(
  lcp: ReadonlyMap<string, number>,
): { route: string; en: number; ml: number; ratio: number }[] {
  return [...lcp.entries()].flatMap(([route, ml]) => {
    if (!route.startsWith('/ml/')) return [];
    const twin = route.slice(3);
    const en = lcp.get(twin);
    return en ? [{ route: twin, en, ml, ratio: ml / en }] : [];
  });
}

/**
 * How many runs a route gets. One run decides when every figure is far from its budget; a figure near its
 * budget, or over it, gets more runs, up to MAX_RUNS, and their median is what is asserted. So one noisy run
 * can never fail the gate (it takes a majority of the runs), a real regression fails every run, and a clean
 * route costs one run.
 */

export const MAX_RUNS = 3;

export const median = (values: readonly number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const mid = sorted.length / 2;
  if (sorted.length === 0) return NaN;
  return Number.isInteger(mid) ? ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2 : (sorted[Math.floor(mid)] as number);
};

/**
 * A budget: the most a figure may be (`max`) or the least (`min`), and from where a figure counts as near it
 * (`near`): by default half of a maximum (total blocking time scatters most), or 0.03 above a minimum score.
 */
export type Budget = { max: number; near?: number } | { min: number; near?: number };

/** Whether a figure is close enough to its budget (or over it, or missing) to measure again. */
export function nearBudget(value: number, budget: Budget): boolean {
  if (!Number.isFinite(value)) return true;
  return 'max' in budget ? value > (budget.near ?? budget.max * 0.5) : value < (budget.near ?? budget.min + 0.03);
}

/** Whether the runs so far settle every budget (by their median), or another run is needed. */
export function settled(runs: readonly Record<string, number>[], budgets: Record<string, Budget>): boolean {
  if (runs.length >= MAX_RUNS) return true;
  return Object.entries(budgets).every(([name, budget]) => !nearBudget(median(runs.map((run) => run[name] ?? NaN)), budget));
}

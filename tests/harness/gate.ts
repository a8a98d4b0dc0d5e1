/**
 * `npm test`, the one gate: every step in order, each one's time printed as it ends and all of them at the
 * end (also when a step fails, so a slow step is seen where it failed). Stops at the first failing step.
 * The type check, the lint, the format check (with the workflow files') and the unit tests run side by side, and the
 * checks of dist/ beside Lighthouse (BESIDE_PREVIOUS).
 *
 *   npm test                 every step
 *   npm test -- e2e lhci     only the steps named (they still need the build: name it too, or build first)
 */
import { spawn } from 'node:child_process';
import { slowestLines } from './slowest.ts';

const STEPS = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['format', 'test:format'],
  ['unit', 'test:unit'],
  ['build', 'build'],
  ['e2e', 'test:e2e'],
  ['engines', 'test:engines'],
  ['lhci', 'test:lhci'],
  ['dist', 'test:dist'],
] as const;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !STEPS.some(([step]) => step === name));
if (unknown.length) {
  console.error(`No gate step called ${unknown.join(', ')}. The steps: ${STEPS.map(([step]) => step).join(', ')}.`);
  process.exit(2);
}

// Rounded to the second first, so 14 min 59.6 s prints as 15 min 00 s, not 14 min 60 s.
const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

const run = (script: string) =>
  new Promise<number>((done) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });

/**
 * Steps that run beside the step before them. The type check, the lint and the format check each use one core, and
 * half of it waiting on the disk; the unit tests fill what they leave. The checks of dist/ (the hosts' servers
 * among them) run beside Lighthouse, which leaves a third of the two cores idle (its runs wait on page loads, and
 * its pairs of languages are measured one page at a time) and whose figures are taken at CPU time, so a busy
 * neighbour does not move them (./lighthouse/cpu-trace.ts). Beside the browser tests, which keep both cores busy,
 * the same checks made that step 40 to 70 s longer. Firefox and WebKit keep a step of their own: beside Lighthouse
 * they made its speed floor flip (pairs at 1.15; 116 s for the floor instead of 44), and the gate took 35 s longer. The
 * build beside the static checks saved nothing: they keep both cores busy.
 */
const BESIDE_PREVIOUS = new Set(['lint', 'format', 'unit', 'dist']);

const times: string[] = [];
const started = Date.now();
let failed: string | undefined;
const chosen = STEPS.filter(([step]) => asked.length === 0 || asked.includes(step));
for (let i = 0; i < chosen.length && !failed; i++) {
  const group = [chosen[i]!];
  while (chosen[i + 1] && BESIDE_PREVIOUS.has(chosen[i + 1]![0])) group.push(chosen[++i]!);
  await Promise.all(
    group.map(async ([step, script]) => {
      const since = Date.now();
      console.log(`\n▶ ${step} (npm run ${script})`);
      const code = await run(script);
      times.push(`  ${step.padEnd(10)} ${minutes(Date.now() - since)}${code ? '  FAILED' : ''}`);
      console.log(`■ ${step}: ${minutes(Date.now() - since)}${code ? `, failed (exit code ${code})` : ''}`);
      if (code) failed ??= step;
    }),
  );
}
console.log(`\nThe gate's steps:\n${times.join('\n')}\n  ${'in all'.padEnd(10)} ${minutes(Date.now() - started)}`);
const slowest = slowestLines(started);
if (slowest.length) console.log(`\nThe ten slowest tests:\n${slowest.join('\n')}`);
if (failed) {
  console.error(`\nThe gate failed at ${failed}.`);
  process.exit(1);
}

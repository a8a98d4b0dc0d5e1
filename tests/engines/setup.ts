/** Before the engine journeys: the engines are installed, and the probe copy of dist/ is written. */
import { missingEngines } from './driver.ts';
import { writeProbeCopy } from './site.ts';

export default function setup() {
  const missing = missingEngines();
  if (missing.length > 0) throw new Error(`\n${missing.join('\n')}\n`);
  writeProbeCopy();
}

/**
 * A visitor's journeys, written once for every engine driven through tests/engines/driver.ts. Each one
 * throws (with what it saw) when the site does not do what a parent would expect.
 */
import { interactionJourneys } from './interaction-journeys.ts';
import { pageJourneys } from './page-journeys.ts';

export { offlineJourney } from './page-journeys.ts';

/** Every page first, then what a visitor does on them; the offline journey runs apart (./suite.ts). */
export const journeys = [...pageJourneys, ...interactionJourneys];

/** The types of eslint.config.js, for what reads it besides ESLint: tests/build/layers.test.ts. */
import type { Linter } from 'eslint';

declare const config: Linter.Config[];
export default config;

/** The import layering (LAYERS) as the table docs/architecture.md shows. */
export function layerTable(): string;

/** The part of Lighthouse CI's assertion engine the Lighthouse step uses (@lhci/utils ships no types). */
declare module '@lhci/utils/src/assertions.js' {
  export interface AssertionResult {
    url: string;
    auditId: string;
    auditProperty?: string;
    level: 'error' | 'warn' | 'off';
    passed: boolean;
    operator: string;
    expected: number;
    actual: number;
    values: number[];
  }
  export function getAllAssertionResults(options: { assertMatrix: unknown[] }, lhrs: unknown[]): AssertionResult[];
}

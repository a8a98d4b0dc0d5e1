/**
 * The two engines Playwright cannot drive here, behind one small interface, so every journey is written once:
 * Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi, and WebKit (WebKitGTK's
 * MiniBrowser) through WebKitWebDriver over plain W3C WebDriver, under Xvfb. Clicks and keys are real input
 * in both (BiDi input actions; WebDriver element click and actions). Each engine's own part is in
 * ./firefox-driver.ts and ./webkit-driver.ts.
 */
import { existsSync } from 'node:fs';
import { FIREFOX, launchFirefox } from './firefox-driver.ts';
import { MINIBROWSER, WEBKIT_DRIVER, XVFB, launchWebKit } from './webkit-driver.ts';

export type EngineName = 'firefox' | 'webkit';
export type Key = 'ArrowRight' | 'ArrowLeft' | 'Escape' | 'Enter' | 'Tab';

export interface EnginePage {
  readonly engine: EngineName;
  /** Browser name and version, as the engine reports it. */
  readonly version: string;
  goto(url: string): Promise<void>;
  /** Set the viewport (the page's inner size) as close to this as the browser allows; returns what it got. */
  resize(width: number, height: number): Promise<{ width: number; height: number }>;
  /** Run a function in the page; it is sent as source text, so it may use only its arguments. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** A real click in the middle of the first element matching `selector` (scrolled into view). */
  click(selector: string): Promise<void>;
  /** A real key press, sent to the focused element. */
  press(key: Key): Promise<void>;
  /** Real typing of `text` into the focused element. */
  type(text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** What is missing to run the engine journeys, with the fix; empty when all is there. */
export function missingEngines(): string[] {
  const missing = [
    [FIREFOX, 'firefox-esr'],
    [WEBKIT_DRIVER, 'webkit2gtk-driver'],
    [MINIBROWSER, 'webkit2gtk-driver'],
    [XVFB, 'xvfb'],
  ].filter(([file]) => !existsSync(file as string));
  if (missing.length === 0) return [];
  const packages = [...new Set(missing.map(([, pkg]) => pkg))].join(' ');
  return [
    `Missing for the Firefox and WebKit journeys: ${missing.map(([file]) => file).join(', ')}.`,
    `Fix: sudo apt-get update && sudo apt-get install -y ${packages}   (bash .ci/run installs them for you).`,
  ];
}

export const launch = (engine: EngineName): Promise<EnginePage> =>
  engine === 'firefox' ? launchFirefox() : launchWebKit();

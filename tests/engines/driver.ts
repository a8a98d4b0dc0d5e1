/**
 * The two engines Playwright cannot drive here, behind one small interface, so every journey is written once:
 * Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi, and WebKit (WebKitGTK's
 * MiniBrowser) through WebKitWebDriver over plain W3C WebDriver, under Xvfb. Clicks and keys are real input
 * in both (BiDi input actions; WebDriver element click and actions).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';

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

export const FIREFOX = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';

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

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A child process that is stopped with the test run. */
export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } });
  process.once('exit', () => child.kill());
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}

// ---------- Firefox: puppeteer-core over WebDriver BiDi ----------

export async function launchFirefox(): Promise<EnginePage> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const page = await browser.newPage();
  const version = await browser.version();
  return {
    engine: 'firefox',
    version: version.replace('firefox/', 'Firefox ESR '),
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    resize: async (width, height) => {
      try {
        await page.setViewport({ width, height });
      } catch (error) {
        // puppeteer-core sets the screen's orientation with the viewport; Firefox ESR 140 (Debian's on some
        // machines) has no such command, but does set the viewport, sent alongside: wait for it below.
        if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) throw error;
      }
      for (let tries = 0; tries < 50; tries++) {
        const size = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
        if (size.width === width) return size;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown[] as never[])) as never,
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    close: () => browser.close(),
  };
}

// ---------- WebKit: WebKitWebDriver and MiniBrowser over W3C WebDriver, under Xvfb ----------

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const KEYS: Record<Key, string> = {
  ArrowRight: '\uE014',
  ArrowLeft: '\uE012',
  Escape: '\uE00C',
  Enter: '\uE007',
  Tab: '\uE004',
};

/** An X server of its own (Xvfb picks a free display and tells it on a pipe). */
async function startXvfb(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1680x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  process.once('exit', () => xvfb.kill());
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', () => reject(new Error('Xvfb stopped before it had a display')));
  });
  return { display, xvfb };
}

export async function launchWebKit(): Promise<EnginePage> {
  const { display, xvfb } = await startXvfb();
  const port = await freePort();
  const driver = startProcess(WEBKIT_DRIVER, [`--port=${port}`], { DISPLAY: display });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/status`);

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  };
  const created = await call<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
  });
  const session = `/session/${created.sessionId}`;
  const execute = <T>(script: string, args: unknown[]) => call<T>('POST', `${session}/execute/async`, { script, args });

  return {
    engine: 'webkit',
    version: `WebKitGTK ${created.capabilities.browserVersion} (MiniBrowser)`,
    goto: async (url) => void (await call('POST', `${session}/url`, { url })),
    resize: async (width, height) => {
      // The window's rect includes MiniBrowser's own frame: set it, measure, and correct once.
      await call('POST', `${session}/window/rect`, { width, height });
      const inner = await execute<{ width: number; height: number }>(
        'arguments[0]({ width: innerWidth, height: innerHeight })',
        [],
      );
      await call('POST', `${session}/window/rect`, {
        width: width + (width - inner.width),
        height: height + (height - inner.height),
      });
      return execute('arguments[0]({ width: innerWidth, height: innerHeight })', []);
    },
    evaluate: (fn, ...args) =>
      execute(
        `const done = arguments[arguments.length - 1]; Promise.resolve((${fn.toString()})(...Array.from(arguments).slice(0, -1))).then(done, (e) => done({ __error: String(e && e.stack || e) }));`,
        args,
      ).then((value) => {
        const error = (value as { __error?: string } | null)?.__error;
        if (error) throw new Error(error);
        return value as never;
      }),
    click: async (selector) => {
      const found = await call<Record<string, string>>('POST', `${session}/element`, {
        using: 'css selector',
        value: selector,
      });
      // As a person does: scroll to it, let the page draw, then tap. WebDriver's own scroll checks what is under
      // the point before the next frame is drawn.
      await execute(
        'const done = arguments[1]; arguments[0].scrollIntoView({ block: "center" }); requestAnimationFrame(() => requestAnimationFrame(() => done(null)));',
        [found],
      );
      await call('POST', `${session}/element/${found[ELEMENT]}/click`, {});
    },
    press: async (key) => {
      const value = KEYS[key];
      await call('POST', `${session}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ],
          },
        ],
      });
      await call('DELETE', `${session}/actions`);
    },
    type: async (text) => {
      const actions = [...text].flatMap((value) => [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ]);
      await call('POST', `${session}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions }] });
      await call('DELETE', `${session}/actions`);
    },
    screenshot: async (file) =>
      writeFileSync(file, Buffer.from(await call<string>('GET', `${session}/screenshot`), 'base64')),
    close: async () => {
      await call('DELETE', session).catch(() => undefined);
      await stopProcess(driver);
      await stopProcess(xvfb);
    },
  };
}

export const launch = (engine: EngineName): Promise<EnginePage> =>
  engine === 'firefox' ? launchFirefox() : launchWebKit();

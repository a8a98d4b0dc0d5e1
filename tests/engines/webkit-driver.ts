/**
 * WebKit behind the engines' interface (./driver.ts): WebKitGTK's MiniBrowser through WebKitWebDriver over plain
 * W3C WebDriver, under an Xvfb of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EnginePage, Key } from './driver.ts';
import { freePort, startProcess, stopProcess, waitForHttp } from './processes.ts';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';

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

/**
 * MiniBrowser's toolbar holds its window at least 447 px wide, so a "phone" was 447 px: a GTK stylesheet of its own
 * (read from $XDG_CONFIG_HOME/gtk-3.0) shrinks the toolbar to nothing. The page is drawn by WebKit, not GTK.
 */
function gtkConfig(): string {
  const home = mkdtempSync(path.join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(path.join(home, 'gtk-3.0'));
  const none = 'min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px;';
  writeFileSync(
    path.join(home, 'gtk-3.0', 'gtk.css'),
    `headerbar, toolbar, toolbar *, entry, button, box { ${none} }\n`,
  );
  return home;
}

export async function launchWebKit(): Promise<EnginePage> {
  const { display, xvfb } = await startXvfb();
  const port = await freePort();
  const gtk = gtkConfig();
  const driver = startProcess(WEBKIT_DRIVER, [`--port=${port}`], { DISPLAY: display, XDG_CONFIG_HOME: gtk });
  const base = `http://127.0.0.1:${port}`;
  /** The driver, the X server and the GTK stylesheet gone: at the end, or when the session could not start. */
  const stopAll = async () => {
    try {
      await stopProcess(driver);
      await stopProcess(xvfb);
    } finally {
      rmSync(gtk, { recursive: true, force: true });
    }
  };

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(base + path, {
      method,
      // A bound on every command: a page script's own limit is WebDriver's 30 s.
      signal: AbortSignal.timeout(60_000),
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  };
  const created = await waitForHttp(`${base}/status`)
    .then(() =>
      call<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
        capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
      }),
    )
    .catch(async (error: unknown) => {
      await stopAll();
      throw error;
    });
  const session = `/session/${created.sessionId}`;
  const execute = <T>(script: string, args: unknown[]) => call<T>('POST', `${session}/execute/async`, { script, args });

  type Size = { width: number; height: number };
  const innerSize = () => execute<Size>('arguments[0]({ width: innerWidth, height: innerHeight })', []);
  const same = (a: Size, b: Size) => a.width === b.width && a.height === b.height;
  /**
   * The page's size once it is `target` (read twice, 100 ms apart), or once it has left `before` and held for 300 ms;
   * at most 3 s. A size read before X has applied the new rect is never taken for the new one.
   */
  const settledSize = async (target: Size, before: Size) => {
    let size = await innerSize();
    let heldSince = Date.now();
    for (const until = Date.now() + 3_000; Date.now() < until;) {
      if (same(size, target) && Date.now() - heldSince >= 100) return size;
      if (!same(size, before) && Date.now() - heldSince >= 300) return size;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const next = await innerSize();
      if (!same(next, size)) heldSince = Date.now();
      size = next;
    }
    return size;
  };
  let frame: Size = { width: 0, height: 0 };

  return {
    engine: 'webkit',
    version: `WebKitGTK ${created.capabilities.browserVersion} (MiniBrowser)`,
    goto: async (url) => void (await call('POST', `${session}/url`, { url })),
    resize: async (width, height) => {
      // The window's rect includes MiniBrowser's own frame, and X gives the page its new size a moment after the
      // call returns: set the rect, wait for the page to have a size that holds, and correct by the frame seen.
      // Measured while the old size still held, the frame came out wrong and a desktop journey ran on a phone.
      const target = { width, height };
      let outer = { width: width + frame.width, height: height + frame.height };
      let size = await innerSize();
      for (let tries = 0; tries < 4; tries++) {
        await call('POST', `${session}/window/rect`, outer);
        size = await settledSize(target, size);
        if (same(size, target)) {
          frame = { width: outer.width - width, height: outer.height - height };
          return size;
        }
        outer = { width: outer.width + width - size.width, height: outer.height + height - size.height };
      }
      throw new Error(`WebKit's page is ${size.width} x ${size.height} px after four tries, not ${width} x ${height}`);
    },
    evaluate: (fn, ...args) =>
      execute(
        `const done = arguments[arguments.length - 1]; ` +
          `Promise.resolve((${fn.toString()})(...Array.from(arguments).slice(0, -1)))` +
          `.then(done, (e) => done({ __error: String(e && e.stack || e) }));`,
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
        'const done = arguments[1]; arguments[0].scrollIntoView({ block: "center" }); ' +
          'requestAnimationFrame(() => requestAnimationFrame(() => done(null)));',
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
      await stopAll();
    },
  };
}

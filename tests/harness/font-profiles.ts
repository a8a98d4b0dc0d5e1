/**
 * Which fonts a browser finds on the device, as fontconfig profiles for Chromium (its FONTCONFIG_FILE):
 * - `phone`: the machine's fonts and Noto Sans Malayalam, as on an Android phone (most of our parents'). A
 *   Malayalam page sets its text in the phone's copy (src/styles/malayalam.css names it by local()) and downloads
 *   no font. The copy is the Malayalam subset of the font the site serves (@fontsource), as TrueType: Chromium
 *   reads no woff2 from the system, so Debian's `woff2_decompress` unpacks it (`bash .ci/run` installs `woff2`).
 * - `bare`: the machine's fonts without any Malayalam one, as on a desktop that has none, or an iPhone (whose
 *   Malayalam Sangam MN is not Noto): a Malayalam page downloads the site's copy.
 * Lighthouse measures on `phone` (its phone is an Android one), and two Malayalam pages on `bare` too
 * (./lighthouse/run.ts). The browser tests run on `phone` (playwright.config.ts), but for
 * tests/e2e/malayalam.spec.ts, on `bare`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type FontProfile = 'phone' | 'bare';

const DIR = path.resolve('node_modules/.cache/font-profiles');
const FONTSOURCE = 'node_modules/@fontsource/noto-sans-malayalam/files';
const WEIGHTS = ['400', '700'];

export const MISSING_WOFF2 = [
  "No woff2_decompress: the phone's Malayalam font cannot be made.",
  "Fix: install Debian's woff2 with `sudo apt-get install -y woff2` (`bash .ci/run` installs it).",
].join('\n');

/** The phone's font files, made once: the served woff2 files unpacked to TrueType (each put in place whole, as
 * the browser tests' workers may make them at once). */
function phoneFonts(): string {
  const fonts = path.join(DIR, 'phone-fonts');
  mkdirSync(fonts, { recursive: true });
  for (const weight of WEIGHTS) {
    const name = `noto-sans-malayalam-malayalam-${weight}-normal`;
    if (existsSync(path.join(fonts, `${name}.ttf`))) continue;
    const packed = path.join(fonts, `${name}-${process.pid}.woff2`);
    copyFileSync(path.join(FONTSOURCE, `${name}.woff2`), packed);
    try {
      execFileSync('woff2_decompress', [packed], { stdio: 'pipe' });
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      throw new Error(missing ? MISSING_WOFF2 : `woff2_decompress could not unpack ${packed}: ${String(error)}`);
    } finally {
      rmSync(packed);
    }
    renameSync(packed.replace(/woff2$/, 'ttf'), path.join(fonts, `${name}.ttf`));
  }
  return fonts;
}

/** The machine's own fonts first; then, for a phone, its Malayalam font, and for a bare device, none. */
function config(profile: FontProfile): string {
  const phone = profile === 'phone' ? `<dir>${phoneFonts()}</dir>` : '';
  const noMalayalam = `<selectfont><rejectfont><pattern><patelt name="lang"><string>ml</string></patelt></pattern></rejectfont></selectfont>`;
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  ${profile === 'phone' ? phone : noMalayalam}
  <cachedir>${path.join(DIR, `cache-${profile}`)}</cachedir>
</fontconfig>
`;
}

/** The environment a Chromium is started with to see the device's fonts as `profile`. */
export function fontProfileEnv(profile: FontProfile): Record<string, string> {
  mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, `${profile}.conf`);
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, config(profile));
  renameSync(temporary, file);
  return { FONTCONFIG_FILE: file };
}

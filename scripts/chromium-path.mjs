// The browser the Playwright tests drive: CHROMIUM_PATH when set; otherwise Debian's old headless shell
// (`chromium-headless-shell`), which renders a test's pages with about half the CPU of the full browser in its new
// headless mode, when it is installed; otherwise Debian's Chromium.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM = '/usr/bin/chromium';

export const chromiumPath = () =>
  process.env.CHROMIUM_PATH ?? [HEADLESS_SHELL, CHROMIUM].find((path) => existsSync(path)) ?? CHROMIUM;

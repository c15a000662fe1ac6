import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/** Journeys run in Debian's Chromium; install it when a fresh machine lacks it. */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) throw new Error(`${chromiumPath} is missing: install Debian's chromium package`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

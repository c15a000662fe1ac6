import { execFileSync } from 'node:child_process';

/** Whether `command` is on this machine's PATH (tests of optional tools skip without it). */
export function installed(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

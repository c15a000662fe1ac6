import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  serviceEnvironment,
  type ComposeProject,
  type HostEnvironment,
} from './compose-environment.js';
import { dockerfileStages, type Stage } from './dockerfile-stages.js';

/** The deployment files of docs/deploy.md, read as their tests need them. */
export const root = resolve(import.meta.dirname, '..');
export const readRepoFile = (file: string) => readFileSync(resolve(root, file), 'utf8');

export const imageStages = () => dockerfileStages(readRepoFile('Dockerfile'));
/** The stage the image runs: the Dockerfile's last. */
export const runtimeStage = () => imageStages().at(-1) as Stage;

export const appServices = (project: ComposeProject) =>
  Object.keys(project.services).filter((name) => /^app\d+$/.test(name));

/**
 * The shell compose.yaml's quick start prepares: the variables its `export` line sets (each
 * `$(openssl rand -hex N)`, here N random bytes as hex), and nothing else.
 */
export function quickStartShell(composeText: string): Record<string, string> {
  const line = /^# +export (.+)$/m.exec(composeText)?.[1];
  if (!line) throw new Error('compose.yaml has no quick start export line');
  const secret = /(\w+)=\$\(openssl rand -hex (\d+)\)/g;
  // Nothing else on the line: a form not read here would be a variable the tests miss.
  if (line.replace(secret, '').trim() !== '')
    throw new Error(`the quick start exports what is not read here: ${line}`);
  return Object.fromEntries(
    [...line.matchAll(secret)].map(([, name, bytes]) => [
      name,
      randomBytes(Number(bytes)).toString('hex'),
    ]),
  );
}

/** What one app container is started with: the image's ENV, then the service's environment. */
export function containerEnvironment(
  project: ComposeProject,
  service: string,
  shell: HostEnvironment,
): Record<string, string> {
  return { ...runtimeStage().env, ...serviceEnvironment(project, service, shell) };
}

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
/** Runs a function of scripts/supported-node.sh in bash and answers what it printed. */
const helper = (call: string, env: NodeJS.ProcessEnv = process.env) =>
  execFileSync('bash', ['-c', `source scripts/supported-node.sh && ${call}`], {
    cwd: root,
    env,
    encoding: 'utf8',
  }).trim();
const succeeds = (call: string) => {
  try {
    helper(call);
    return true;
  } catch {
    return false;
  }
};

// The machines here come with an end-of-life Node.js; where one is, the old-Node path is run.
const oldNode = '/usr/bin/node';
const machineNodeIsOld =
  existsSync(oldNode) &&
  Number(execFileSync(oldNode, ['-p', 'process.versions.node.split(".")[0]']).toString()) < 22;

describe('the Node.js the project runs on', () => {
  it('pins one release of each supported line and knows no other line', () => {
    expect(helper('node_release 24')).toMatch(/^24\.\d+\.\d+$/);
    expect(helper('node_release 22')).toMatch(/^22\.\d+\.\d+$/);
    expect(helper('node_release 26')).toMatch(/^26\.\d+\.\d+$/);
    expect(succeeds('node_release 20')).toBe(false);
  });

  it("judges a Node.js by package.json's engines range", () => {
    expect(succeeds(`node_is_supported ${process.execPath}`)).toBe(true);
    if (machineNodeIsOld) expect(succeeds(`node_is_supported ${oldNode}`)).toBe(false);
  });

  it.runIf(machineNodeIsOld)(
    'runs npm on the pinned Node.js 24 where the machine has an old one',
    () => {
      const path = `/usr/bin:${process.env.PATH ?? ''}`;
      const version = execFileSync('./npmw', ['exec', '--', 'node', '-p', 'process.version'], {
        cwd: root,
        env: { ...process.env, PATH: path },
        encoding: 'utf8',
      }).trim();
      expect(version).toBe(`v${helper('node_release 24')}`);
    },
  );
});

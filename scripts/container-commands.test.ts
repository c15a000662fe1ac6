import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../apps/server/src/db/dialect.js';
import { verifyPassword } from '../apps/server/src/modules/auth/password.js';
import { buildServer, databaseUrlOf } from '../apps/server/test/helpers/built-server.js';
import {
  createTestDatabase,
  type TestDatabase,
} from '../apps/server/test/helpers/test-database.js';
import { renderCompose } from './compose-environment.js';
import { containerCommands, type ContainerCommand } from './container-commands.js';
import {
  appServices,
  containerEnvironment,
  imageStages,
  quickStartShell,
  readRepoFile,
  root,
  runtimeStage,
} from './deploy-files.js';
import { commandsOf, lineageOf } from './dockerfile-stages.js';

const runtime = runtimeStage();
const compose = readRepoFile('compose.yaml');
const guide = readRepoFile('docs/deploy.md');

/** The packages a stage's `apt-get install` steps add. */
const aptInstalls = (words: string[]) =>
  words[0] === 'apt-get' && words.includes('install')
    ? words.slice(words.indexOf('install') + 1).filter((word) => !word.startsWith('-'))
    : [];

describe('what the image carries for its commands', () => {
  it("installs the PostgreSQL client of compose's PostgreSQL, and no compilers", () => {
    const installed = lineageOf(imageStages(), runtime.name)
      .flatMap(commandsOf)
      .flatMap(aptInstalls);
    const client = installed
      .map((name) => /^postgresql-client-(\d+)$/.exec(name)?.[1])
      .find(Boolean);
    const server = /^ {4}image: postgres:(\d+)\b/m.exec(compose)?.[1];
    expect(client, 'postgresql-client-<major> in the runtime stage').toBeDefined();
    // pg_dump refuses a server newer than itself; an older server it dumps.
    expect(Number(client)).toBeGreaterThanOrEqual(Number(server));
    expect(guide).toContain(`the PostgreSQL client ${client}`);
    expect(
      installed.filter((name) => /^(python3?|make|g\+\+|gcc|build-essential)$/.test(name)),
    ).toEqual([]);
  });
});

/**
 * The container commands docs/deploy.md gives, run as the image would run them: in the
 * runtime stage's working folder (here apps/server, built), with the environment compose
 * gives an app container, the mounted folders pointed at this machine's. Only the database,
 * the uploads folder and the mounts are replaced.
 */
describe('the commands docs/deploy.md gives for the containers', () => {
  const commands = containerCommands(guide);
  const scratch = mkdtempSync(join(tmpdir(), 'courtside-container-commands-'));
  const shell = quickStartShell(compose);
  const project = renderCompose(compose, shell);
  const databases: TestDatabase[] = [];
  beforeAll(() => buildServer(), 60_000);
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.drop()));
    rmSync(scratch, { recursive: true, force: true });
  });

  const scriptOf = (command: ContainerCommand) => command.command[1]!;
  const find = (script: string, first: string | undefined) =>
    commands.filter((command) => scriptOf(command) === script && command.command[2] === first);

  it('name services of compose.yaml and scripts of the built server, in its working folder', () => {
    expect(commands.length).toBeGreaterThanOrEqual(4);
    const workdir = runtime.steps.filter((step) => step.keyword === 'WORKDIR').at(-1)?.words[0];
    expect(workdir).toBe('/app/apps/server');
    for (const command of commands) {
      expect(appServices(project), command.line).toContain(command.service);
      expect(command.command[0], command.line).toBe('node');
      expect(existsSync(resolve(root, 'apps/server', scriptOf(command))), command.line).toBe(true);
      // Without a terminal (-T) the pipe reaches the command; one-off containers are removed.
      if (command.stdinFrom) expect(command.flags, command.line).toContain('-T');
      if (command.how === 'run') {
        expect(command.flags, command.line).toEqual(expect.arrayContaining(['--rm', '--no-deps']));
        // The folder docker makes on this machine for a mount belongs to root.
        expect(command.user, command.line).toBe('root');
      }
    }
  });

  /** Runs one documented command against `database` and `uploadsDir`; answers its output. */
  async function runAsDocumented(
    command: ContainerCommand,
    {
      database,
      uploadsDir,
      stdin = '',
    }: { database: TestDatabase; uploadsDir: string; stdin?: string },
  ) {
    const onThisMachine = (word: string) => {
      const mount = command.mounts.find(
        ({ container }) => word === container || word.startsWith(`${container}/`),
      );
      return mount
        ? mount.host.replace('$PWD', scratch) + word.slice(mount.container.length)
        : word;
    };
    // As docker does, the folder mounted is made when it is missing.
    for (const { host } of command.mounts)
      mkdirSync(host.replace('$PWD', scratch), { recursive: true });
    // The commands need no Redis: the live notifications are the server's.
    const { REDIS_URL: _redis, ...composed } = containerEnvironment(
      project,
      command.service,
      shell,
    );
    const env = {
      ...composed,
      DATABASE_URL: databaseUrlOf(database.target),
      UPLOADS_DIR: uploadsDir,
      PATH: process.env.PATH ?? '',
    };
    const [node, ...args] = command.command;
    expect(node).toBe('node');
    const child = spawn(process.execPath, args.map(onThisMachine), {
      cwd: resolve(root, 'apps/server'),
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(stdin);
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, `${command.line}\n${output}`).toBe(0);
    return output;
  }

  it('make the first admin, back up, and restore the backup into an empty database', async () => {
    const [piped] = find('dist/admin-create.js', 'ops_admin').filter(
      (command) => command.stdinFrom,
    );
    const [backup] = find('dist/backups-cli.js', 'backup');
    const [restore] = find('dist/backups-cli.js', 'restore');
    expect(find('dist/admin-create.js', undefined), 'the interactive form').toHaveLength(1);
    expect([piped, backup, restore].every(Boolean), 'the scripted admin, backup, restore').toBe(
      true,
    );

    const live = await createTestDatabase();
    databases.push(live);
    const uploadsDir = join(scratch, 'uploads');
    mkdirSync(join(uploadsDir, 'profiles'), { recursive: true });
    writeFileSync(join(uploadsDir, 'profiles', 'kept.webp'), 'picture bytes');
    const password = randomBytes(12).toString('hex');
    await runAsDocumented(piped!, { database: live, uploadsDir, stdin: `${password}\n` });

    const written = await runAsDocumented(backup!, { database: live, uploadsDir });
    const folder = /Backed up to (\S+)/.exec(written)?.[1] ?? '';
    expect(folder.startsWith(join(scratch, 'backups/')), written).toBe(true);
    const modeOf = (path: string) => statSync(path).mode & 0o777;
    expect(modeOf(folder)).toBe(0o700);
    for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' }))
      expect(modeOf(join(folder, entry)), entry).toBe(
        statSync(join(folder, entry)).isDirectory() ? 0o700 : 0o600,
      );

    // The guide's example folder name stands for the one the backup made.
    const restoreThis = {
      ...restore!,
      command: restore!.command.map((word) =>
        /\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/.test(word) ? `/backups/${basename(folder)}` : word,
      ),
    };
    const empty = await createTestDatabase();
    databases.push(empty);
    const restoredUploads = join(scratch, 'restored-uploads');
    await runAsDocumented(restoreThis, { database: empty, uploadsDir: restoredUploads });
    const db = createDatabase(empty.target);
    try {
      const admin = await db
        .selectFrom('users')
        .select(['role', 'password_hash'])
        .where('username', '=', 'ops_admin')
        .executeTakeFirstOrThrow();
      expect(admin.role).toBe('admin');
      expect(await verifyPassword(admin.password_hash, password)).toBe(true);
    } finally {
      await db.destroy();
    }
    expect(readdirSync(join(restoredUploads, 'profiles'))).toEqual(['kept.webp']);
  }, 90_000);
});

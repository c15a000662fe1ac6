import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs pg_dump or pg_restore on the database. The password goes to the tool in PGPASSWORD,
 * not on its command line, where any local user could read it in the process list; a
 * failure answers the tool's own words, never the command line.
 */
export async function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  args: readonly string[],
  connectionString: string,
): Promise<void> {
  const address = new URL(connectionString);
  const password = decodeURIComponent(address.password);
  address.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  try {
    await run(tool, [...args, '--dbname', address.toString()], { env });
  } catch (error) {
    const said = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${tool} failed: ${said || (error as Error).message}`, { cause: error });
  }
}

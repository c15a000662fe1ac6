import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { postgresVersion } from './databases.js';

export interface Machine {
  cores: number;
  memoryGiB: number;
  cpu: string;
  node: string;
  postgres: string;
  /** Other work on the machine skews the figures; this says how busy it was at the start. */
  loadAverage: number;
}

/** The machine's description that goes beside the figures (nproc, free -h, cpuinfo). */
export async function describeMachine(postgresAdminUrl: string): Promise<Machine> {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  return {
    cores: availableParallelism(),
    memoryGiB: totalmem() / 1024 ** 3,
    cpu: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? 'unknown CPU',
    node: process.version,
    loadAverage: loadavg()[0] ?? 0,
    // 'PostgreSQL 15.20 (Debian …) on x86_64-pc-linux-gnu, compiled by …': the part before ' on '.
    postgres: (await postgresVersion(postgresAdminUrl)).split(' on ')[0] ?? 'unknown',
  };
}

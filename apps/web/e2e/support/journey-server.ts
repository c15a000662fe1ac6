import { inject } from 'vitest';

/** The shared journey server of the worker running this file (global-setup.ts). */
export function journeyServerUrl(): string {
  const baseUrls = inject('baseUrls');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  return baseUrls[(poolId - 1) % baseUrls.length]!;
}

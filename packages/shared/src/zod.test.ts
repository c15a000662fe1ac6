import { globalConfig } from 'zod/v4/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Builds the schemas afresh and parses with one: whether zod compiled code to do it. */
async function compilesToParse(): Promise<boolean> {
  globalConfig.jitless = undefined;
  vi.resetModules();
  const { loginBodySchema } = await import('./auth.js');
  const compile = vi.spyOn(globalThis, 'Function');
  for (let index = 0; index < 3; index++)
    expect(loginBodySchema.parse({ phone: 'player', password: 'demo1234' })).toBeTruthy();
  return compile.mock.calls.length > 0;
}

describe('the schemas', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    globalConfig.jitless = undefined;
  });

  it('parse in a browser page without compiling code, which its policy would refuse', async () => {
    vi.stubGlobal('document', {});
    expect(await compilesToParse()).toBe(false);
  });

  it('keep the compiled parsers on the server', async () => {
    expect(await compilesToParse()).toBe(true);
  });
});

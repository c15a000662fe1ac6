import { config, z } from 'zod';

/*
 * Every schema here is built with this `z`, so this runs before any of them is. In a browser
 * page (the web app's content security policy refuses `eval`), zod then parses with its plain
 * code instead of compiling faster parsers with `new Function`, an attempt the page refuses and
 * reports; zod decides it when a schema is built, so a later call would come too late. The
 * server keeps the compiled parsers.
 */
if ('document' in globalThis) config({ jitless: true });

export { z };

import { afterAll } from 'vitest';
import { closeBrowserOfThisFile } from './browser.js';

// Each journey file shares one Chromium between its phones; it ends with the file.
afterAll(closeBrowserOfThisFile);

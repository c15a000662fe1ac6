/**
 * The account module's public face: closing an account (every feature's closure step in one
 * transaction) and the export of everything stored about a person.
 */
export { createAccountClosure, type ClosureDeps } from './closure.js';
export type { PersonalDataHolder, PersonalDataHolders } from './personal-data.js';
export { createDataExport } from './export.js';

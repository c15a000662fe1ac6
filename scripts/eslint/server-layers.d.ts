import type { Rule } from 'eslint';

/** The server modules other modules build on; they import no feature module. */
export const platformModules: readonly string[];
export const serverLayersRule: Rule.RuleModule;
export const courtsidePlugin: { rules: Record<string, Rule.RuleModule> };

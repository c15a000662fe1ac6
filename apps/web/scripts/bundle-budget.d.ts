/** One chunk of Vite's `.vite/manifest.json`, keyed there by its source. */
export interface ManifestChunk {
    file: string;
    isEntry?: boolean;
    imports?: string[];
    css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
/** A screen and the sources of the modules the router loads lazily for it. */
export interface RouteBundle {
    path: string;
    modules: string[];
}
export interface RouteSize {
    path: string;
    jsGzipBytes: number;
    cssGzipBytes: number;
    totalGzipBytes: number;
}
/** Kilobytes as browsers' tools and Vite print them: 1 kB = 1000 bytes. */
/** What /login should weigh: a fast first screen on a phone (ARCHITECTURE 7). */
export declare const loginTargetBytes = 150000;
/**
 * What /login may weigh today: its size when the budget was set, rounded up. The check fails
 * above it, so the route cannot grow while it is brought down to the target; lower it with
 * every cut.
 */
export declare const loginBudgetBytes = 290000;
export declare const routeBundles: RouteBundle[];
/** Sizes each route's first download; `gzipBytesOf` gives the gzip size of a built file. */
export declare function measureRoutes(manifest: Manifest, routes: RouteBundle[], gzipBytesOf: (file: string) => number): RouteSize[];
/** Why the build is over budget, or null when the login route fits. */
export declare function budgetFailure(sizes: RouteSize[], budgetBytes?: number): string | null;
/** How far /login is from its target, in words for the table and the console. */
export declare function targetStatus(sizes: RouteSize[], targetBytes?: number): string;
/** The document with its bundle section replaced (or added), the rest kept as it was. */
export declare function withBundleSection(document: string, sizes: RouteSize[]): string;
/** Measures a build, rewrites the quality document and answers the process's exit code. */
export declare function checkBundleBudget(distDir: string, qualityDoc: string): Promise<number>;

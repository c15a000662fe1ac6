import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks for what always loads together (docs/decisions.md, "Chunks by what
 * loads together"). Left to itself the bundler gives every set of modules shared by a
 * different set of screens its own file: the sign-in screen fetched 13 scripts, the signed-in
 * home 60, most of them a kilobyte or two. On a phone each request costs a round trip, and an
 * HTTP/1.1 origin takes six at a time, so the count weighed more than the bytes.
 *
 * Each group is a module with everything it imports statically: the app's entry (loaded by
 * every page), a layout that frames a whole area of screens, and the shared rules without
 * zod. Such a closure loads whole whenever its root loads, so one file for it sends no byte
 * that was not already sent, only fewer requests. A closure keeps out what an earlier group
 * holds, and what a screen alone needs stays in that screen's chunk.
 */
export interface ClosureGroup {
  /** The chunk's name. */
  name: string;
  /** Which module roots the group: the app's entry, or the module whose id ends with this. */
  root: 'entry' | string;
  /**
   * Modules (ids ending so) that load without the root, with all they may ever load: what
   * they share with the root's closure stays out of the group, so that they never wait for
   * the whole group (the sign-in screens and the signed-in area's frame share a few parts).
   */
  outside?: readonly string[];
  /**
   * Modules (ids ending so) that nearly every screen of the area draws with, though the root
   * itself does not: they travel in the group, in one file, rather than each in a file of its
   * own that every screen then fetches.
   */
  with?: readonly string[];
  /**
   * Only what no module outside the group imports: a part that screens of another area also
   * draw with (an icon, say) stays out, so that those screens never fetch this group.
   */
  exclusive?: boolean;
}

/**
 * The small parts many screens draw with (the kit's components, the app's helpers), in one
 * file instead of one each: a screen that fetched thirty files of a kilobyte or two now
 * fetches one. A part joins when at least `screens` of the modules loaded lazily (screens,
 * dialogs) import it, directly or not, and it stays only while all it imports is in the group
 * or in an earlier group: so the group's file never brings a request of its own (a library
 * only some screens use, or a part the `outside` modules load, stays with its screens).
 */
export interface SharedGroup {
  /** The chunk's name. */
  name: string;
  /** The modules that may join: ids holding one of these paths. */
  under: readonly string[];
  /** How many lazily loaded modules must import a part for it to join. */
  screens: number;
  /** As a closure group's: what these load, lazily too, stays out. */
  outside?: readonly string[];
}

interface ModuleInfo {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  /** The modules that import this one statically. */
  importers: readonly string[];
}

interface ModuleGraph {
  ids: () => Iterable<string>;
  info: (id: string) => ModuleInfo | null;
}

/** The modules reached from these roots: by static imports, or by dynamic ones too. */
function reach(
  graph: ModuleGraph,
  roots: readonly string[],
  follow: (info: ModuleInfo) => readonly string[],
): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const info = graph.info(id);
    if (info) pending.push(...follow(info));
  }
  return reached;
}

/** The module ids each group captures, in the groups' order, each id in one group at most. */
export function closureGroups(
  graph: ModuleGraph,
  groups: ReadonlyArray<ClosureGroup | SharedGroup>,
): Map<string, Set<string>> {
  const ids = [...graph.ids()];
  const endingWith = (suffix: string) => {
    const found = ids.filter((id) => id.endsWith(suffix));
    if (found.length === 0) throw new Error(`chunk groups: no module ${suffix}`);
    return found;
  };
  const everLoadedBy = (suffixes: readonly string[] = []) =>
    reach(graph, suffixes.flatMap(endingWith), (info) => [
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
    ]);
  const taken = new Set<string>();
  const captured = new Map<string, Set<string>>();
  for (const group of groups) {
    const outside = everLoadedBy(group.outside);
    const members =
      'root' in group
        ? closureMembers(graph, group, ids, endingWith, (id) => !taken.has(id) && !outside.has(id))
        : sharedMembers(graph, group, ids, taken, outside);
    for (const id of members) taken.add(id);
    captured.set(group.name, members);
  }
  return captured;
}

/** A closure group's members: its roots with what they import statically, as `free` allows. */
function closureMembers(
  graph: ModuleGraph,
  group: ClosureGroup,
  ids: readonly string[],
  endingWith: (suffix: string) => string[],
  free: (id: string) => boolean,
): Set<string> {
  const roots = [
    ...(group.root === 'entry'
      ? ids.filter((id) => graph.info(id)?.isEntry)
      : endingWith(group.root)),
    ...(group.with ?? []).flatMap(endingWith),
  ];
  const closure = reach(graph, roots, (info) => info.importedIds);
  const members = new Set([...closure].filter(free));
  if (group.exclusive) keepOnlyExclusive(graph, members, new Set(roots));
  return members;
}

/** A shared group's members (see `SharedGroup`). */
function sharedMembers(
  graph: ModuleGraph,
  group: SharedGroup,
  ids: readonly string[],
  taken: ReadonlySet<string>,
  outside: ReadonlySet<string>,
): Set<string> {
  const loadedLazily = new Set(ids.flatMap((id) => graph.info(id)?.dynamicallyImportedIds ?? []));
  const importedBy = new Map<string, number>();
  for (const lazy of loadedLazily)
    for (const id of reach(graph, [lazy], (info) => info.importedIds))
      importedBy.set(id, (importedBy.get(id) ?? 0) + 1);
  const members = new Set(
    ids.filter(
      (id) =>
        group.under.some((path) => id.includes(path)) &&
        !taken.has(id) &&
        !outside.has(id) &&
        (importedBy.get(id) ?? 0) >= group.screens,
    ),
  );
  const loadsAnyway = (id: string) => members.has(id) || taken.has(id);
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const id of members) {
      if ((graph.info(id)?.importedIds ?? []).every(loadsAnyway)) continue;
      members.delete(id);
      dropped = true;
    }
  }
  return members;
}
/**
 * Drops from `members` every module that a module outside them imports, until none is left:
 * a dropped module's own imports may then be shared with it. The roots stay.
 */
function keepOnlyExclusive(graph: ModuleGraph, members: Set<string>, roots: Set<string>): void {
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const id of members) {
      if (roots.has(id)) continue;
      const importers = graph.info(id)?.importers ?? [];
      if (importers.some((importer) => !members.has(importer))) {
        members.delete(id);
        dropped = true;
      }
    }
  }
}

/**
 * The plugin reads the module graph once it is built, and the bundler's code splitting asks
 * it, module by module, which group a module belongs to.
 */
export function chunkGroups(groups: ReadonlyArray<ClosureGroup | SharedGroup>): Plugin {
  let captured = new Map<string, Set<string>>();
  return {
    name: 'courtside-chunk-groups',
    apply: 'build',
    buildEnd() {
      captured = closureGroups(
        { ids: () => this.getModuleIds(), info: (id) => this.getModuleInfo(id) },
        groups,
      );
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          // A group's modules import only its own, an earlier group's or modules outside it,
          // which never import back: nothing more need be pulled in to keep chunks acyclic.
          includeDependenciesRecursively: false,
          groups: groups.map((group, index) => ({
            name: group.name,
            // Earlier groups first: the entry's closure is also part of every area's.
            priority: groups.length - index,
            test: (id: string) => captured.get(group.name)?.has(id) ?? false,
          })),
        },
      };
    },
  };
}

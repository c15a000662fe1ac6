import { lchown, lstat, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Gives what a restore wrote to the owner of the folder it was written into. A restore run as
 * root (a container's one-off task, docs/deploy.md) would otherwise leave files owned by root
 * where the server, an unprivileged user, must write, replace and delete; run by anyone else
 * it changes nothing, since only root may give files away.
 */
export async function adoptFolderOwner(path: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const [folder, own] = await Promise.all([lstat(dirname(path)), lstat(path)]);
  if (own.uid !== folder.uid || own.gid !== folder.gid) await lchown(path, folder.uid, folder.gid);
}

/**
 * The same for everything under `root`, from the top down, so each takes its folder's owner
 * once that folder has taken its own; `root` itself too when the restore made it.
 */
export async function adoptFolderOwnerUnder(root: string, rootMadeHere: boolean): Promise<void> {
  if (process.getuid?.() !== 0) return;
  if (rootMadeHere) await adoptFolderOwner(root);
  // A folder's path is the start of its contents' paths, so it sorts before them.
  for (const entry of (await readdir(root, { recursive: true })).sort())
    await adoptFolderOwner(join(root, entry));
}

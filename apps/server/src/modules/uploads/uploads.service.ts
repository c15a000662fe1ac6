import { randomUUID } from 'node:crypto';
import { processImage } from './images.js';
import { uploadKeyPattern, type UploadStorage } from './storage.js';

/**
 * The uploads module's public face: pictures are checked, re-encoded and kept through
 * `saveImage`, addressed by the URL it returns, and removed by that URL when replaced.
 */
export {
  createDatabaseStorage,
  createLocalStorage,
  createMemoryStorage,
  type UploadStorage,
} from './storage.js';
export { acceptMultipartForms, readMultipartForm, type MultipartForm } from './multipart.js';
export { maxImageBytes, sniffImage } from './images.js';

/** The public address prefix files are served under (see uploads.routes.ts). */
export const uploadsPath = '/api/uploads';

/** The folders pictures are kept in, one per use. */
export type UploadFolder = 'profile' | 'court' | 'club';

export interface StoredImage {
  /** Address of the re-encoded picture, e.g. /api/uploads/profile/<id>.webp. */
  url: string;
  /** Address of its square thumbnail. */
  thumbnailUrl: string;
}

const thumbnailKeyOf = (key: string) => key.replace(/\.webp$/, '-thumb.webp');

/** The storage key behind an address this module handed out; null for anything else. */
export function uploadKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(`${uploadsPath}/`)) return null;
  const key = url.slice(uploadsPath.length + 1);
  return uploadKeyPattern.test(key) ? key : null;
}

export function createUploads({ storage }: { storage: UploadStorage }) {
  return {
    /** Checks and re-encodes a picture, keeps it and its thumbnail, and says where they are. */
    async saveImage(folder: UploadFolder, bytes: Buffer): Promise<StoredImage> {
      const { full, thumbnail } = await processImage(bytes);
      const key = `${folder}/${randomUUID()}.webp`;
      await storage.put(thumbnailKeyOf(key), thumbnail);
      await storage.put(key, full);
      return {
        url: `${uploadsPath}/${key}`,
        thumbnailUrl: `${uploadsPath}/${thumbnailKeyOf(key)}`,
      };
    },

    /** Removes a picture saved here and its thumbnail; other addresses are left alone. */
    async removeImage(url: string | null | undefined): Promise<void> {
      const key = uploadKeyOf(url);
      if (!key) return;
      await Promise.all([storage.remove(key), storage.remove(thumbnailKeyOf(key))]);
    },

    /** The address of a saved picture's thumbnail (the picture itself for other addresses). */
    thumbnailOf(url: string): string {
      return uploadKeyOf(url) ? thumbnailKeyOf(url) : url;
    },

    /** The bytes behind a key, for serving; null when missing. */
    read(key: string): Promise<Buffer | null> {
      return uploadKeyPattern.test(key) ? storage.get(key) : Promise.resolve(null);
    },
  };
}
export type Uploads = ReturnType<typeof createUploads>;

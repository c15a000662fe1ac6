import pLimit from 'p-limit';
import sharp from 'sharp';
import { DomainError } from '#server/lib/domain-error.js';
import { errorCodes } from '@courtside/shared';

/** The largest photo accepted, in bytes. */
export const maxImageBytes = 5 * 1024 * 1024;
/** Longest side of the kept picture; larger ones are scaled down. */
const maxSide = 1600;
/** Side of the square thumbnail. */
export const thumbnailSide = 320;
/**
 * Decoding refuses pictures with more pixels than this: a small file can claim a huge canvas,
 * and a decoded picture takes about 4 bytes a pixel (a 6000 x 4000 camera photo, 96 MB).
 */
const maxInputPixels = 25_000_000;
/** Pictures decoded at once (one per core here), and how many may wait for their turn. */
const decodesAtOnce = 2;
const decodesWaiting = 4;
const decodeLine = pLimit(decodesAtOnce);

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** What the bytes are, by their signature; the name and the declared type are not trusted. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

export const unsupportedImage = () =>
  new DomainError(
    415,
    errorCodes.unsupportedMedia,
    'The photo must be a JPEG, PNG or WebP picture',
  );

export const imageTooLarge = () =>
  new DomainError(413, errorCodes.payloadTooLarge, 'The photo must be 5 MB or smaller');

/** Beyond the line of pictures waiting to be decoded: come back in a moment. */
export const tooManyImages = () =>
  new DomainError(
    503,
    errorCodes.unavailable,
    'Too many pictures are being processed; try again in a moment',
    undefined,
    2,
  );

export const emptyImage = () =>
  new DomainError(400, errorCodes.validation, 'The photo is empty', [
    { field: 'photo', message: 'The photo is empty' },
  ]);

export interface ProcessedImage {
  /** The picture re-encoded as WebP, upright, metadata removed, at most maxSide wide or high. */
  full: Buffer;
  /** A square crop of its centre, thumbnailSide wide. */
  thumbnail: Buffer;
}

/**
 * Checks an upload is a real JPEG, PNG or WebP of at most 5 MB and re-encodes it, which
 * drops anything hidden in it (metadata, trailing bytes) and fixes its orientation. A few
 * pictures are decoded at once and a few more wait their turn; past that the upload is
 * refused with 503, so a burst of large pictures cannot exhaust the server's memory.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw emptyImage();
  if (bytes.length > maxImageBytes) throw imageTooLarge();
  if (sniffImage(bytes) === null) throw unsupportedImage();
  if (decodeLine.pendingCount >= decodesWaiting) throw tooManyImages();
  return decodeLine(() => reencode(bytes));
}

/** One decode: the kept picture from the upload, the thumbnail from the kept picture. */
async function reencode(bytes: Buffer): Promise<ProcessedImage> {
  try {
    const full = await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumbnail = await sharp(full)
      .resize(thumbnailSide, thumbnailSide, { fit: 'cover', position: 'centre' })
      .webp({ quality: 80 })
      .toBuffer();
    return { full, thumbnail };
  } catch {
    // Right signature, broken or oversized body.
    throw unsupportedImage();
  }
}

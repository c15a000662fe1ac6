import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipartBody(fields: Record<string, string | FilePart>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----courtside${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real picture of the given size and format. */
export function aPicture(
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  width = 800,
  height = 600,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
    .toFormat(format)
    .toBuffer();
}

export const svgPicture = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** Text that only claims to be a JPEG by its name. */
export const notAPicture = Buffer.from('just some text, not a picture at all\n'.repeat(20));

/** 6 MB that start like a JPEG: over the limit whatever their content. */
export const sixMegabytes = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(6 * 1024 * 1024 - 4)]);

export const asFile = (bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') => ({
  bytes,
  filename,
  contentType,
});

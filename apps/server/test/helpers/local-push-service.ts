import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** A device as a browser makes it: an ECDH P-256 key pair and an auth secret, and its endpoint. */
export interface PushDevice {
  path: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One push as the device would read it, after decrypting it with its own keys. */
export interface ReceivedPush {
  path: string;
  payload: Record<string, unknown>;
  authorization: string | undefined;
}

export interface LocalPushService {
  base: string;
  /** A new device subscribed at this service; its pushes are decrypted with its keys. */
  device(): PushDevice;
  /** Every push received, in order. */
  received: ReceivedPush[];
  receivedAt(device: PushDevice): ReceivedPush[];
  /** Answers 410 Gone for this device from now on: it has unsubscribed. */
  forget(device: PushDevice): void;
  close(): Promise<void>;
}

/**
 * A push service on this machine, standing in for the browser vendor's: it takes each push a
 * server sends, decrypts it with the receiving device's own keys (RFC 8291, aes128gcm), and
 * keeps what a phone would read.
 */
export async function startLocalPushService(): Promise<LocalPushService> {
  const devices = new Map<string, { device: PushDevice; ecdh: ReturnType<typeof createECDH> }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const known = devices.get(path);
      if (gone.has(path) || !known) return response.writeHead(gone.has(path) ? 410 : 404).end();
      const clear = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: known.ecdh,
        authSecret: known.device.keys.auth,
      });
      received.push({
        path,
        payload: JSON.parse(clear.toString('utf8')) as Record<string, unknown>,
        authorization: request.headers.authorization,
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${randomBytes(6).toString('hex')}`;
      const device = {
        path,
        endpoint: base + path,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      };
      devices.set(path, { device, ecdh });
      return device;
    },
    received,
    receivedAt: (device) => received.filter((push) => push.path === device.path),
    forget: (device) => gone.add(device.path),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

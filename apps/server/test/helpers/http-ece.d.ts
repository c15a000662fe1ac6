/** The few calls of http_ece (the Web Push encryption web-push uses) the push tests make. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiving device's key pair. */
    privateKey: ECDH;
    /** The device's auth secret, base64url. */
    authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}

/** The few parts of `http_ece` (no types published) the alerts browser test uses to open a push. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: Buffer;
  }
  const ece: { decrypt(body: Buffer, params: DecryptParams): Buffer };
  export default ece;
}

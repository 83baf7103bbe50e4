/** web-push's own encryption library, used by the push channel's test to open what was sent. */
declare module 'http_ece' {
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: import('node:crypto').ECDH; authSecret: Buffer },
  ): Buffer
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links a browser opens without our Authorization header (an <img>, a download): the file's key and an expiry,
 * signed with the server's secret, so the link is the permission and stops working when it expires.
 */
export interface FileSigner {
  /** `expires` and `signature` query values for `key` until `expiresAt` (epoch ms). */
  sign(key: string, expiresAt: number): { expires: number; signature: string };
  verify(key: string, expires: number, signature: string, now: number): boolean;
}

export function fileSigner(secret: string): FileSigner {
  const mac = (key: string, expires: number) => createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
  return {
    sign: (key, expiresAt) => ({ expires: expiresAt, signature: mac(key, expiresAt) }),
    verify(key, expires, signature, now) {
      if (!Number.isFinite(expires) || expires < now) return false;
      const expected = Buffer.from(mac(key, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

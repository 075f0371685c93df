// Encrypts small secrets at rest (staff members' authenticator secrets) with AES-256-GCM. The key comes
// from TWO_FACTOR_KEY, or else from the server's signing secret (SESSION_SECRET, or the one generated once
// into DATA_DIR), through HKDF, so the database and its backups never hold a secret in the clear.
import crypto from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  /** The secret, or null for text this key did not seal (another key, or altered). */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

export function createSecretBox(keyMaterial: string): SecretBox {
  const key = Buffer.from(crypto.hkdfSync('sha256', keyMaterial, 'taproom', 'staff two-factor secrets', 32));
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

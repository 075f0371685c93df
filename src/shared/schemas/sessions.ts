// The devices an account is signed in on, as its owner sees them (docs/rules/accounts.md).
import { z } from 'zod';

export const signedInDeviceSchema = z.object({
  /** Names the session to its owner; not the session's own id. */
  id: z.string(),
  /** e.g. "Chrome 131"; empty when the browser did not say. */
  browser: z.string(),
  /** e.g. "Android"; empty when unknown. */
  system: z.string(),
  address: z.string(),
  signedInAt: z.string(),
  /** Approximate: to within an hour. */
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const signedInDevicesSchema = z.array(signedInDeviceSchema);
export const deviceParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not a session') });

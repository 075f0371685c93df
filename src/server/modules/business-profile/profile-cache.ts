// The business profile changes only when staff save the settings screen, yet every storefront page and
// every order's mails are signed with it. It is read once and kept until a save drops it here and, through
// the cache bus, on every other process (docs/decisions/011-scale-out.md).
import crypto from 'node:crypto';
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readBusinessProfile } from './repository.ts';

export interface KeptProfile {
  profile: BusinessProfile;
  /** Changes whenever the profile does: the kept pages' key includes it. */
  tag: string;
}

export interface ProfileCache {
  /**
   * The kept profile, or one read now. Inside a transaction pass it: on the embedded database a read
   * through the outer handle would wait for that transaction, which waits for the read.
   */
  read(tx?: DbOrTx): Promise<KeptProfile>;
  /** Drops the kept profile: the next read goes to the database. */
  invalidate(): void;
}

export function createProfileCache(db: DbOrTx): ProfileCache {
  let current: Promise<KeptProfile> | null = null;
  return {
    read(tx = db) {
      if (current) return current;
      const reading = readBusinessProfile(tx).then((profile) => ({
        profile,
        tag: crypto.createHash('sha256').update(JSON.stringify(profile)).digest('base64url'),
      }));
      // A read that began before a save was dropped stays with its caller only; a failed one is not kept.
      current = reading;
      reading.catch(() => {
        if (current === reading) current = null;
      });
      return reading;
    },
    invalidate() {
      current = null;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's kept business profile (set in buildApp), reachable by tests. */
    businessProfile: ProfileCache;
  }
}

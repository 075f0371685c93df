import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/config.ts';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema.ts';

/** Counts one view of a path in a language on a day. */
export async function countPageView(db: Db, view: { day: string; path: string; language: Language }) {
  await db
    .insert(pageViews)
    .values({ ...view, views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path, pageViews.language],
      set: { views: sql`${pageViews.views} + 1` },
    });
}

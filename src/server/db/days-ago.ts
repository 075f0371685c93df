// The moment `days` days back on the database's clock, the edge of a retention period: rows older than it go.
import { sql, type SQL } from 'drizzle-orm';

export const daysAgo = (days: number): SQL => sql`now() - make_interval(days => ${days})`;

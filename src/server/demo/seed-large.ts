// A large data set for measuring the back office at scale (docs/decisions/008-paged-admin-lists.md):
// by default 20,000 customers, 100,000 orders with their items, 5,000 contact messages, 5,000 newsletter
// subscribers and 1,000 custom-beer requests. Each table is filled by one INSERT ... SELECT over
// generate_series, so it runs in seconds on PGlite and PostgreSQL alike. Its rows are marked by the
// address domain large.example.my: a second run finds them and adds nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface LargeDataSize {
  customers: number;
  orders: number;
  messages: number;
  subscribers: number;
  requests: number;
}

export const LARGE_DATA: LargeDataSize = {
  customers: 20_000,
  orders: 100_000,
  messages: 5_000,
  subscribers: 5_000,
  requests: 1_000,
};

export const LARGE_DOMAIN = 'large.example.my';

const FIRST = [
  'Aminah',
  'Wei Jie',
  'Priya',
  'Hafiz',
  'Mei Ling',
  'Arjun',
  'Siti',
  'Kok Leong',
  'Nurul',
  'Rajesh',
];
const LAST = ['Abdullah', 'Tan', 'Subramaniam', 'Rahman', 'Lim', 'Kumar', 'Ismail', 'Wong', 'Aziz', 'Chong'];
const list = (names: string[]) =>
  sql.raw(`array[${names.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]`);

/** Steps `onStep` is told about: one per filling statement, then the statistics. */
export const LARGE_DATA_STEPS = 7;

/** Fills the tables; false when the large data set is already there. */
export async function seedLargeData(
  db: Db,
  size: LargeDataSize = LARGE_DATA,
  onStep: () => void = () => {},
): Promise<boolean> {
  const domain = `%@${LARGE_DOMAIN}`;
  const existing = await db.execute(sql`select 1 from customers where email like ${domain} limit 1`);
  if (existing.rows.length > 0) return false;
  const first = list(FIRST);
  const last = list(LAST);
  // A name from the two lists, chosen by the row number `i` (a column name).
  const name = (i: string) =>
    sql`(${first})[(${sql.raw(i)} % 10) + 1] || ' ' || (${last})[((${sql.raw(i)} / 10) % 10) + 1]`;

  await db.transaction(async (tx) => {
    // Accounts signed up over the last two years, newest first by number; none can sign in.
    await tx.execute(sql`
      insert into customers (email, password, first_name, last_name, phone, address, is_active, created_at)
      select 'customer' || i || '@' || ${LARGE_DOMAIN}, '!', (${first})[(i % 10) + 1], (${last})[((i / 10) % 10) + 1],
             '+60 1' || (i % 10) || '-' || lpad((i % 10000000)::text, 7, '0'),
             i || ', Jalan Ampang, Kuala Lumpur', i % 25 <> 0, now() - (i * interval '52 minutes')
      from generate_series(1, ${size.customers}::int) as i`);
    onStep();

    // Orders every five minutes back from now: seven in ten by an account, statuses mixed, one to three
    // lines each with the total their lines make.
    await tx.execute(sql`
      with numbered as (
        select i, nextval('order_number_seq')::int as number, (i % 5) + 1 as cans, i % 4 = 0 as keg
        from generate_series(1, ${size.orders}::int) as i
      ), accounts as (
        select id, first_name, last_name, email, phone, row_number() over (order by created_at desc) as n
        from customers where email like ${domain}
      )
      insert into orders (order_number, customer_id, customer_name, customer_email, customer_phone, status,
                          total_amount, delivery_option, delivery_address, language, created_at, updated_at)
      select numbered.number,
             case when numbered.i % 10 < 7 then accounts.id end,
             coalesce(case when numbered.i % 10 < 7 then accounts.first_name || ' ' || accounts.last_name end,
                      ${name('numbered.i')}),
             case when numbered.i % 10 < 7 then accounts.email else 'guest' || numbered.i || '@' || ${LARGE_DOMAIN} end,
             case when numbered.i % 10 < 7 then accounts.phone else '+60 12-' || lpad((numbered.i % 10000000)::text, 7, '0') end,
             (array['pending','confirmed','completed','completed','completed','completed','completed','completed','cancelled','confirmed'])[(numbered.i % 10) + 1],
             numbered.cans * 14.00 + case when numbered.keg then 690.00 else 0 end,
             case when numbered.i % 3 = 0 then 'delivery' else 'pickup' end,
             case when numbered.i % 3 = 0 then numbered.i || ', Jalan Tun Razak, Kuala Lumpur' end,
             'en', now() - (numbered.i * interval '5 minutes'), now() - (numbered.i * interval '5 minutes')
      from numbered
      left join accounts on accounts.n = (numbered.i % ${size.customers}::int) + 1`);
    onStep();
    await tx.execute(sql`
      insert into order_items (order_id, product_name, variant_size, quantity, unit_price, total_price, created_at)
      select id, 'Malam Pandan Stout', '330ML Can', round((total_amount % 690.00) / 14.00)::int, 14.00,
             total_amount % 690.00, created_at
      from orders where customer_email like ${domain}
      union all
      select id, 'Setapak Lager', '20L Keg', 1, 690.00, 690.00, created_at
      from orders where customer_email like ${domain} and total_amount >= 690.00`);
    onStep();

    await tx.execute(sql`
      insert into contact_messages (name, email, phone, message, is_read, created_at)
      select ${name('i')}, 'writer' || i || '@' || ${LARGE_DOMAIN},
             case when i % 2 = 0 then '+60 3-' || lpad(i::text, 8, '0') end,
             'Question ' || i || ': do you deliver kegs for an event next month?', i % 4 <> 0,
             now() - (i * interval '2 hours')
      from generate_series(1, ${size.messages}::int) as i`);
    onStep();
    await tx.execute(sql`
      insert into newsletter_subscribers (email, is_active, created_at)
      select 'reader' || i || '@' || ${LARGE_DOMAIN}, i % 12 <> 0, now() - (i * interval '3 hours')
      from generate_series(1, ${size.subscribers}::int) as i`);
    onStep();
    await tx.execute(sql`
      insert into custom_beer_requests (name, email, phone, occasion, quantity, aromas, styles, notes, summary_text, created_at)
      select ${name('i')}, 'brief' || i || '@' || ${LARGE_DOMAIN}, '+60 17-' || lpad(i::text, 7, '0'),
             '["wedding"]'::jsonb, (i % 4) + 1, '["citrus"]'::jsonb, '["ipa"]'::jsonb,
             'Around ' || (i % 200 + 50) || ' guests', 'A hoppy pale ale for a wedding of ' || (i % 200 + 50) || ' guests.',
             now() - (i * interval '9 hours')
      from generate_series(1, ${size.requests}::int) as i`);
    onStep();
  });
  // Fresh statistics and visibility, so the planner and index-only counts see the new rows at once.
  await db.execute(sql`vacuum analyze`);
  onStep();
  return true;
}

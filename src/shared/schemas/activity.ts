// The audit trail of staff changes (docs/architecture.md, "Audit trail"): what each event names, the
// Activity screen's query (one page at a time, docs/decisions/008-paged-admin-lists.md) and its answer.
import { z } from 'zod';
import { dayParam, pagedSchema, pageQuerySchema, searchParam } from './paging.ts';

export const ACTIVITY_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'product.main-image',
  'variant.create',
  'variant.update',
  'variant.price',
  'variant.stock',
  'variant.low-stock',
  'variant.delete',
  'image.upload',
  'image.create',
  'image.delete',
  'image.reorder',
  'order.status',
  'order.note',
  'message.read',
  'customer.delete',
  'settings.update',
  'settings.two-factor',
  'staff.sign-in',
  'staff.sign-in-failed',
  'staff.password-reset',
  'staff.create',
  'staff.disable',
  'staff.enable',
  'staff.password-set',
  'staff.role',
  'staff.invite',
  'staff.invitation-accepted',
  'staff.two-factor-enabled',
  'staff.two-factor-reset',
  'staff.sessions-ended',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Changes to staff accounts made on the server's command line (`taproom staff`): recorded with no actor. */
export const COMMAND_LINE_ACTIONS: ReadonlySet<ActivityAction> = new Set([
  'staff.create',
  'staff.disable',
  'staff.enable',
  'staff.password-set',
  'staff.role',
]);

/** What an event is about; the kinds below group them for the screen's filter. */
export const ENTITY_TYPES = [
  'product',
  'variant',
  'image',
  'order',
  'message',
  'customer',
  'settings',
  'staff',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ACTIVITY_KINDS = {
  products: ['product', 'variant', 'image'],
  orders: ['order'],
  customers: ['customer'],
  messages: ['message'],
  settings: ['settings'],
  signIns: ['staff'],
} as const satisfies Record<string, readonly EntityType[]>;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const ACTIVITY_KIND_NAMES = Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]];

/** The changed fields only: each key appears in `before`, `after` or both. */
export const activityChangesSchema = z.object({
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type ActivityChanges = z.infer<typeof activityChangesSchema>;

export const activityEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null for a failed sign-in with an address that is no staff account. */
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.enum(ACTIVITY_ACTIONS),
  entityType: z.enum(ENTITY_TYPES),
  entityId: z.string().nullable(),
  entityLabel: z.string().nullable(),
  changes: activityChangesSchema,
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** GET /api/admin/activity: newest first, filtered by staff member, kind, days and the entity's label. */
export const activityListQuerySchema = pageQuerySchema
  .extend({
    actor: z.uuid('actor must be a staff account id').optional(),
    kind: z.enum(ACTIVITY_KIND_NAMES, `kind must be ${ACTIVITY_KIND_NAMES.join(', ')}`).optional(),
    from: dayParam('from').optional(),
    to: dayParam('to').optional(),
    q: searchParam,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;
export const pagedActivitySchema = pagedSchema(activityEventSchema);

/** GET /api/admin/activity/staff: the staff accounts the filter offers. */
export const activityStaffSchema = z.array(z.object({ id: z.string(), email: z.string() }));

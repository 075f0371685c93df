// The back office's team (docs/rules/accounts.md, "Team"): the members an owner sees and changes, the
// invitation an owner sends and the page where the invitee chooses a password.
import { z } from 'zod';
import { LANGUAGES } from '../config.ts';
import { newPasswordField, passwordMessages, type PasswordMessages } from '../passwords.ts';
import { STAFF_ROLES } from '../staff-permissions.ts';
import { emailField } from './auth.ts';
import { singleLine } from './text.ts';

/** How long an invitation link works. */
export const INVITATION_HOURS = 72;

export const MEMBER_STATES = ['active', 'invited', 'disabled'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  state: z.enum(MEMBER_STATES),
  twoFactor: z.boolean(),
  createdAt: z.string(),
  /** For an invited member: when their latest link stops working. */
  invitationExpiresAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  twoFactorRequired: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;

const roleField = z.enum(STAFF_ROLES, 'Role must be owner or staff');

export const inviteMessages = { invalidEmail: 'Invalid email address' };

export const invitationFormSchema = (m = inviteMessages) =>
  z.strictObject({ email: emailField(m.invalidEmail), role: roleField });

export const invitationSchema = invitationFormSchema().extend({
  language: z.enum(LANGUAGES).default('en'),
});
export type InvitationInput = z.input<typeof invitationSchema>;

export const memberParams = z.object({ id: z.uuid('Not a team member') });
export const roleChangeSchema = z.strictObject({ role: roleField });
export const accessChangeSchema = z.strictObject({ disabled: z.boolean('disabled must be true or false') });

/** Why a team change was refused with 409. */
export const LAST_OWNER = 'The last enabled owner cannot be disabled or demoted.';
export const ALREADY_MEMBER = 'This email already belongs to a member of the team.';

/** Why an invitation link does not work, each shown on the invitation page as its own clear message. */
export const INVITATION_PROBLEMS = ['unknown', 'expired', 'used', 'other-account'] as const;
export type InvitationProblem = (typeof INVITATION_PROBLEMS)[number];
export const INVITATION_INVALID = 'This invitation link cannot be used.';

/** 32 random bytes in base64url; anything else is an unknown link. */
export const invitationTokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const invitationLookupSchema = z.strictObject({ token: z.string().max(200) });
export const invitationStatusSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), email: z.string(), role: z.enum(STAFF_ROLES) }),
  z.object({ ok: z.literal(false), problem: z.enum(INVITATION_PROBLEMS) }),
]);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const acceptMessages = {
  ...passwordMessages,
  firstNameRequired: 'First name is required',
};
export type AcceptMessages = PasswordMessages & { firstNameRequired: string };

export const invitationAcceptFormSchema = (m: AcceptMessages = acceptMessages) =>
  z.strictObject({
    firstName: singleLine(m.firstNameRequired).trim().min(1, m.firstNameRequired).max(100),
    lastName: singleLine().trim().max(100),
    password: newPasswordField(m),
  });

export const invitationAcceptSchema = invitationAcceptFormSchema().extend({
  token: z.string().max(200),
});

import { z } from './zod.js';
import { invitationLinkSchema, ownerChoiceSchema } from './admin.js';
import { idSchema } from './ids.js';
import { staffRoles } from './club-staff-rules.js';

export * from './club-staff-rules.js';

export const staffRoleSchema = z.enum(staffRoles);

/** GET /user/club-role: the club the caller runs or works at, and their role there. */
export const clubPostSchema = z.object({
  post: z
    .object({
      club: z.object({ id: idSchema, name: z.string() }),
      role: z.enum(['owner', 'manager', 'front_desk']),
    })
    .nullable(),
});
export type ClubPost = z.infer<typeof clubPostSchema>;

/** POST /owner/staff: an account that exists (by phone or username), or a person invited. */
export const addStaffBodySchema = z.object({ person: ownerChoiceSchema, role: staffRoleSchema });
export type AddStaffBody = z.input<typeof addStaffBodySchema>;

/** PUT /owner/staff/{userId}. */
export const staffRoleBodySchema = z.object({ role: staffRoleSchema });

export const staffMemberSchema = z.object({
  userId: idSchema,
  name: z.string(),
  username: z.string(),
  role: staffRoleSchema,
  addedAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * One thing a member of staff did at the club (the API operation's id, e.g. `moveBooking`, and
 * its answer's status), or a change of its staff by the owner.
 */
export const staffLogEntrySchema = z.object({
  id: idSchema,
  actor: z.object({ id: idSchema, name: z.string() }),
  action: z.string(),
  status: z.number().int(),
  at: z.string(),
});
export type StaffLogEntry = z.infer<typeof staffLogEntrySchema>;

/** GET /owner/staff: the club's staff and what they changed lately (newest first). */
export const clubStaffSchema = z.object({
  members: z.array(staffMemberSchema),
  log: z.array(staffLogEntrySchema),
});
export type ClubStaff = z.infer<typeof clubStaffSchema>;

/** The answer to adding someone: the member and, for an invited person, their one-time link. */
export const staffAddedSchema = z.object({
  member: staffMemberSchema,
  invitation: invitationLinkSchema.nullable(),
});
export type StaffAdded = z.infer<typeof staffAddedSchema>;

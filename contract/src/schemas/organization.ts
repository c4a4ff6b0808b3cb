import { z } from 'zod';

/** An organisation with its departments as pickers show it (`GET /api/organization/options`). */
export const OrganizationOption = z.object({
  id: z.number(),
  short_name: z.string(),
  parent_id: z.number().nullable(),
  departments: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type OrganizationOption = z.infer<typeof OrganizationOption>;

import { z } from 'zod';
import { userMessages } from '../messages/users.ts';

export const userApprovalSchema = z.object({
  approved: z.boolean({ error: userMessages.approvedNotBoolean }),
});

import { z } from 'zod';

export const userApprovalSchema = z.object({
  approved: z.boolean({ error: 'Approved must be true or false' }),
});

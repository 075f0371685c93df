import { z } from 'zod';
import { LANGUAGES } from '../config.ts';

export const pageViewSchema = z.strictObject({
  path: z
    .string()
    .min(1)
    .max(200)
    .regex(/^\/[^\s?#]*$/, 'Path must start with / and carry no query'),
  language: z.enum(LANGUAGES),
});
export type PageView = z.infer<typeof pageViewSchema>;

import { z } from 'zod';
import { LANGUAGES } from '../config.ts';
import { singleLine } from './text.ts';

export const pageViewSchema = z.strictObject({
  path: singleLine()
    .min(1)
    .max(200)
    .regex(/^\/[^\s?#]*$/, 'Path must start with / and carry no query'),
  language: z.enum(LANGUAGES),
});
export type PageView = z.infer<typeof pageViewSchema>;

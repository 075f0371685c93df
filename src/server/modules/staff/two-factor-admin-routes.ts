// A member sets up their own second factor, relative to /api/admin (docs/rules/accounts.md, "Two-step
// sign-in"): a secret to scan or type, then a first code that confirms it and brings the recovery codes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import {
  CODE_WRONG,
  recoveryCodesSchema,
  secondFactorSchema,
  twoFactorSetupSchema,
} from '../../../shared/schemas/two-factor.ts';
import type { SecretBox } from '../../auth/secret-box.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http-error.ts';
import { staffOf } from '../../plugins/auth-guards.ts';
import { confirmTwoFactorSetup, startTwoFactorSetup } from './two-factor.ts';

export const adminTwoFactorRoutes: FastifyPluginAsyncZod<{ db: Db; secretBox: SecretBox }> = async (
  app,
  { db, secretBox },
) => {
  app.post(
    '/account/two-factor/setup',
    { schema: { response: { 200: twoFactorSetupSchema, ...errorResponses } } },
    async (request) => startTwoFactorSetup(db, secretBox, staffOf(request)),
  );

  app.post(
    '/account/two-factor/confirm',
    { schema: { body: secondFactorSchema, response: { 200: recoveryCodesSchema, ...errorResponses } } },
    async (request) => {
      const codes = await confirmTwoFactorSetup(db, secretBox, staffOf(request), request.body.code);
      if (!codes) throw badRequest(CODE_WRONG, 'code');
      return { recoveryCodes: codes };
    },
  );
};

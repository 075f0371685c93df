// Image uploads (docs/rules/catalogue.md), relative to /api/admin and behind its guard: POST /upload hands out a signed,
// single-use 15-minute URL; PUT of the raw file to that URL stores it; normalize-object-path turns one of
// our upload URLs into the path the image is served at.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  normalizeObjectPathSchema,
  OBJECT_PATH_PATTERN,
  objectPathSchema,
  UPLOAD_MAX_BYTES,
  uploadedFileSchema,
  uploadUrlResponseSchema,
} from '../../../shared/schemas/admin-products.ts';
import { errorResponses } from '../../../shared/schemas/responses.ts';
import { UPLOAD_URL_PREFIX } from '../../../shared/images.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, HttpError } from '../../http-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { staffOf } from '../../plugins/auth-guards.ts';
import { recordActivity } from '../audit/record.ts';
import { storeUploadedImage } from './image-pipeline.ts';
import {
  createUploadToken,
  readUploadToken,
  redeemUploadToken,
  UPLOAD_PATH_PREFIX,
  uploadObjectName,
} from './upload-tokens.ts';

interface UploadOptions {
  db: Db;
  storage: ObjectStorage;
  secret: string;
}

const NOT_OURS = 'Only upload URLs of this shop can be used';

/** The upload token in one of our upload URLs (absolute or relative), or null. */
function tokenFromUrl(value: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(value, 'http://upload.invalid').pathname;
  } catch {
    return null;
  }
  return pathname.startsWith(UPLOAD_PATH_PREFIX) ? pathname.slice(UPLOAD_PATH_PREFIX.length) : null;
}

/** Only the PUT route reads raw bytes; everything else in the admin prefix stays JSON-only. */
const rawUploadRoute: FastifyPluginAsyncZod<UploadOptions> = async (app, { db, storage, secret }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.put(
    '/uploads/:token',
    {
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        params: z.object({ token: z.string().max(200) }),
        consumes: ['image/jpeg', 'image/png', 'image/webp'],
        body: uploadedFileSchema,
        response: { 200: objectPathSchema, ...errorResponses },
      },
    },
    async (request) => {
      const token = readUploadToken(secret, request.params.token);
      if (!token) throw forbidden('This upload URL is not valid');
      if (token.expiresAt < Date.now()) throw new HttpError(410, 'This upload URL has expired');
      if (!(await redeemUploadToken(db, token.id)))
        throw new HttpError(410, 'This upload URL has already been used');
      const file = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0) throw badRequest('The file is empty');
      try {
        const objectPath = await storeUploadedImage(storage, uploadObjectName(token.id), file);
        // The file is stored outside the database, so its record follows it rather than sharing a transaction.
        await recordActivity(db, {
          actor: staffOf(request),
          action: 'image.upload',
          entity: { type: 'image', id: objectPath, label: null },
          after: { imageUrl: objectPath, bytes: file.length },
        });
        return { objectPath };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 503)
          request.log.error({ err: error.cause }, 'the object store refused an upload');
        throw error;
      }
    },
  );
};

export const uploadRoutes: FastifyPluginAsyncZod<UploadOptions> = async (app, options) => {
  const { storage, secret } = options;

  app.post(
    '/upload',
    { schema: { response: { 200: uploadUrlResponseSchema, ...errorResponses } } },
    async () => ({ uploadURL: `${UPLOAD_PATH_PREFIX}${createUploadToken(secret)}` }),
  );

  app.post(
    '/normalize-object-path',
    { schema: { body: normalizeObjectPathSchema, response: { 200: objectPathSchema, ...errorResponses } } },
    async (request) => {
      const { imageURL } = request.body;
      if (OBJECT_PATH_PATTERN.test(imageURL)) return { objectPath: imageURL };
      const token = tokenFromUrl(imageURL);
      const parsed = token ? readUploadToken(secret, token) : null;
      if (!parsed) throw badRequest(NOT_OURS, 'imageURL');
      const objectPath = `${UPLOAD_URL_PREFIX}${uploadObjectName(parsed.id)}.webp`;
      if (!(await storage.get(`${uploadObjectName(parsed.id)}.webp`)))
        throw badRequest('Nothing was uploaded to this URL', 'imageURL');
      return { objectPath };
    },
  );

  await app.register(rawUploadRoute, options);
};

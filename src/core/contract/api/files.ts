// Files (spec §7 Store and convenience: DELETE /api/tool/oss/delete?imgUrl; the upload and the signed file link are
// ours): images staff upload and files the server makes, kept per organisation.
import { defineCall } from './define.ts';
import { T, TextEnum } from './schema.ts';
import type { Static } from './schema.ts';

/** What an upload is for: the folder it is kept in, under the organisation's own. */
export const UPLOAD_AREAS = ['complaints', 'shops', 'announcements', 'devices', 'merchants', 'general'] as const;
export type UploadArea = (typeof UPLOAD_AREAS)[number];
/** Images an upload accepts, checked by their first bytes, not by the name. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const UploadedFile = T.Object({
  key: T.String({ description: 'the file\'s key: <orgId>/<area>/<name>; store it, links are made from it' }),
  url: T.String({ description: 'a signed link that shows the file for an hour, without a token' }),
  name: T.String({ description: 'the name it was uploaded under' }),
  size: T.Integer({ minimum: 0, description: 'bytes' }),
  contentType: T.String(),
});
export type UploadedFile = Static<typeof UploadedFile>;

export const uploadImage = defineCall({
  method: 'POST',
  path: '/api/tool/oss/upload',
  tag: 'files',
  summary: 'Upload an image',
  description:
    'multipart/form-data with one part `file`: a JPEG, PNG, WebP or GIF (checked by its content) up to the configured size ' +
    '(5 MB by default). Kept under the caller\'s organisation. A file of another type or too large: HTTP 400 naming it.',
  query: T.Object({ area: TextEnum<UploadArea>(UPLOAD_AREAS, 'what the image is for') }),
  response: UploadedFile,
});

export const deleteFile = defineCall({
  method: 'DELETE',
  path: '/api/tool/oss/delete',
  tag: 'files',
  summary: 'Delete an uploaded file',
  description:
    'imgUrl is the file\'s key or a link to it. Only files of the caller\'s organisation: any other (or unknown) file answers ' +
    'HTTP 404 and nothing is deleted.',
  query: T.Object({ imgUrl: T.String({ minLength: 1, maxLength: 2048, description: 'the file\'s key or its link' }) }),
  response: T.Null(),
});

export const fileLink = defineCall({
  method: 'GET',
  path: '/api/tool/oss/file',
  access: 'public',
  tag: 'files',
  summary: 'A file, by its signed link',
  description:
    'The link an upload or an export gives: key, expires (epoch ms) and signature. No token needed: the signature is the ' +
    'permission. An expired or altered link answers HTTP 403; a file since deleted, 404.',
  query: T.Object({
    key: T.String({ maxLength: 512 }),
    expires: T.Integer({ minimum: 0 }),
    signature: T.String({ maxLength: 128 }),
  }),
  response: T.Null(),
  produces: 'file',
});

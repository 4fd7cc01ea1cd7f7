// Files (spec §7 DELETE /api/tool/oss/delete?imgUrl; upload and signed links ours): images staff upload, and the
// signed links every stored file (uploads, exports, device pictures) is opened by.
import { randomUUID } from 'node:crypto';
import { deleteFile, fileLink, uploadImage } from '../../../src/core/contract/api/files.ts';
import { ApiError, badInput, notFound } from '../../errors.ts';
import { isFileKey } from '../../files/store.ts';
import { contentTypeOf, imageTypeOf } from '../../files/types.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';

/** The key a delete names: a bare key, or the key of a link to the file. */
function keyOf(imgUrl: string): string {
  const query = imgUrl.includes('?') ? imgUrl.slice(imgUrl.indexOf('?') + 1) : null;
  return query === null ? imgUrl : (new URLSearchParams(query).get('key') ?? '');
}

/** Year and month of a name, so a folder never grows without bound. */
const month = (now: number) => new Date(now).toISOString().slice(0, 7).replace('-', '');

export default defineModule({
  name: 'files',
  after: ['org'],

  routes(app) {
    const { files, config } = app;

    route(app, uploadImage, async (request) => {
      const part = await request.file().catch((error: Error) => {
        throw badInput(`body/file: ${error.message}`);
      });
      if (!part || part.fieldname !== 'file') throw badInput('body/file: send the image as the multipart part named file');
      const body = await part.toBuffer().catch(() => {
        throw badInput(`body/file: larger than ${Math.floor(config.uploadImageMaxBytes / 1024 / 1024)} MB`);
      });
      const image = imageTypeOf(body);
      if (!image) throw badInput('body/file: not a JPEG, PNG, WebP or GIF image');
      const key = `${request.scope.orgId}/${request.query.area}/${month(config.clock.now())}-${randomUUID()}.${image.ext}`;
      await files.store.put(key, body);
      return { key, url: files.link(key), name: part.filename.slice(0, 200), size: body.length, contentType: image.type };
    });

    route(app, deleteFile, async (request) => {
      const key = keyOf(request.query.imgUrl);
      // Another organisation's file is answered like a missing one: nothing tells it exists.
      if (!isFileKey(key) || !key.startsWith(`${request.scope.orgId}/`) || !(await files.store.delete(key))) {
        throw notFound('file');
      }
      return null;
    });

    route(app, fileLink, async (request, reply) => {
      const { key, expires, signature } = request.query;
      if (!isFileKey(key) || !files.signer.verify(key, expires, signature, config.clock.now())) {
        throw new ApiError(403, 403, '链接已失效或无效');
      }
      const opened = await files.store.open(key);
      if (!opened) throw notFound('file');
      const type = contentTypeOf(key);
      const name = key.split('/').pop() ?? 'file';
      return reply
        .header('content-type', type)
        .header('content-length', String(opened.size))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `${type.startsWith('image/') ? 'inline' : 'attachment'}; filename="${name}"`)
        .send(opened.stream);
    });
  },
});

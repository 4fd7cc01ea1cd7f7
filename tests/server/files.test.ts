import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteFile, fileLink, uploadImage } from '../../src/core/contract/api/files.ts';
import type { UploadedFile } from '../../src/core/contract/api/files.ts';
import { Code } from '../../src/core/contract/index.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/** Uploaded images (issue 12, 13): kept per organisation, opened by signed links, deleted only by their organisation. */
let h: Harness;
let admin: string;
let stranger: string;
beforeAll(async () => {
  h = await createHarness({ uploadImageMaxBytes: 64 * 1024 });
  admin = await tokenFor(h.app, '13800000007');
  stranger = await tokenFor(h.app, '13900000001');
});
afterAll(() => h.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 7)]);

function multipart(name: string, body: Buffer, field = 'file') {
  const boundary = `----backroom${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string | null, name: string, body: Buffer, area = 'complaints', field = 'file') {
  const { payload, headers } = multipart(name, body, field);
  const raw = await h.app.inject({
    method: 'POST',
    url: `${uploadImage.path}?area=${area}`,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { raw, body: raw.json() as { status: number; msg: string; data: UploadedFile | null } };
}

describe('image upload', () => {
  it('keeps an image under the caller\'s organisation and gives a link that opens it without a token', async () => {
    const { raw, body } = await upload(admin, '投诉凭证.png', PNG);
    expect(raw.statusCode).toBe(200);
    const file = body.data as UploadedFile;
    expect(file.key).toMatch(/^2\/complaints\/\d{6}-[0-9a-f-]{36}\.png$/);
    expect([file.name, file.size, file.contentType]).toEqual(['投诉凭证.png', PNG.length, 'image/png']);
    const opened = await h.app.inject({ url: file.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not an image, an oversized file, a wrong part or area with 400 naming it, and no token with 401', async () => {
    const text = await upload(admin, 'evil.png', Buffer.from('<script>alert(1)</script>'));
    expect([text.raw.statusCode, text.body.status]).toEqual([400, Code.BAD_INPUT]);
    expect(text.body.msg).toContain('body/file');
    const big = await upload(admin, 'big.png', Buffer.concat([PNG, Buffer.alloc(70 * 1024)]));
    expect([big.raw.statusCode, big.body.msg.includes('body/file')]).toEqual([400, true]);
    const wrongField = await upload(admin, 'a.png', PNG, 'complaints', 'image');
    expect(wrongField.raw.statusCode).toBe(400);
    const area = await upload(admin, 'a.png', PNG, 'secrets');
    expect([area.raw.statusCode, area.body.msg.includes('area')]).toEqual([400, true]);
    expect((await upload(null, 'a.png', PNG)).raw.statusCode).toBe(401);
  });
});

describe('signed links', () => {
  it('stop working when altered or expired', async () => {
    const file = (await upload(admin, 'a.png', PNG)).body.data as UploadedFile;
    const link = new URL(file.url, 'http://x');
    const altered = new URL(link);
    altered.searchParams.set('key', file.key.replace('complaints', 'shops'));
    expect((await h.app.inject({ url: `${altered.pathname}${altered.search}` })).statusCode).toBe(403);
    const forged = new URL(link);
    forged.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 1));
    expect((await h.app.inject({ url: `${forged.pathname}${forged.search}` })).statusCode).toBe(403);
    h.clock.advance(2 * 3_600_000);
    expect((await h.app.inject({ url: file.url })).statusCode).toBe(403);
    expect(fileLink.access).toBe('public');
  });
});

describe('delete', () => {
  it('is refused outside the organisation (404, the file stays), and removes the caller\'s own file', async () => {
    // The links test moved the clock past the tokens' life.
    admin = await tokenFor(h.app, '13800000007');
    stranger = await tokenFor(h.app, '13900000001');
    const file = (await upload(admin, 'a.png', PNG)).body.data as UploadedFile;
    const foreign = await call(h.app, 'DELETE', `${deleteFile.path}?imgUrl=${encodeURIComponent(file.url)}`, { token: stranger });
    expect([foreign.http, foreign.status]).toEqual([404, Code.NOT_FOUND]);
    expect(await h.app.files.store.exists(file.key)).toBe(true);
    const traversal = await call(h.app, 'DELETE', `${deleteFile.path}?imgUrl=${encodeURIComponent('2/complaints/../../7/x.png')}`, { token: admin });
    expect(traversal.http).toBe(404);
    const own = await call(h.app, 'DELETE', `${deleteFile.path}?imgUrl=${encodeURIComponent(file.key)}`, { token: admin });
    expect([own.http, own.status]).toEqual([200, 200]);
    expect(await h.app.files.store.exists(file.key)).toBe(false);
    expect((await h.app.inject({ url: file.url })).statusCode).toBe(404);
  });
});

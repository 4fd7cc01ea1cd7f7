/** Image types by their first bytes (an upload's name and declared type are the sender's word, not proof). */
const SIGNATURES: ReadonlyArray<{ type: string; ext: string; test(head: Buffer): boolean }> = [
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/gif', ext: 'gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { type: 'image/webp', ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export function imageTypeOf(body: Buffer): { type: string; ext: string } | null {
  const found = SIGNATURES.find((signature) => signature.test(body));
  return found ? { type: found.type, ext: found.ext } : null;
}

const BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The content type a stored file is served with, by its extension (keys are ours, so the extension is too). */
export function contentTypeOf(key: string): string {
  return BY_EXTENSION[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

// Files kept in the database (migrations/095_stored_files.sql): a row per file and its bytes in chunks.
import { bigint, customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { epochMs } from '../org/tables.ts';

/** bytea as a Buffer (pg answers a Buffer, PGlite a Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  chunks: integer('chunks').notNull(),
  createdAt: epochMs('created_at').notNull(),
});

export const storedFileChunks = pgTable('stored_file_chunks', {
  key: text('key').notNull(),
  seq: integer('seq').notNull(),
  data: bytes('data').notNull(),
}, (table) => [primaryKey({ columns: [table.key, table.seq] })]);

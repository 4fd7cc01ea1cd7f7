-- Uploaded and generated files kept in the database (PostgreSQL), so every server process serves every file: one row
-- per file, its bytes in chunks of at most 256 KB. The embedded database keeps its files in DATA_DIR instead.
CREATE TABLE stored_files (
  key text PRIMARY KEY,
  size bigint NOT NULL,
  chunks integer NOT NULL,
  created_at bigint NOT NULL
);
CREATE TABLE stored_file_chunks (
  key text NOT NULL REFERENCES stored_files (key) ON DELETE CASCADE,
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (key, seq)
);

-- Export tasks as a job queue (issue 11): what to export and for whom, the worker's lease, progress and error.
-- A worker claims a queued task (or one whose lease ran out: its process died) with FOR UPDATE SKIP LOCKED, so
-- processes on one PostgreSQL never run one task twice. files_url holds the files' keys; links are signed per answer.
ALTER TABLE export_tasks
  ADD COLUMN group_id integer REFERENCES staff_groups (id),
  ADD COLUMN export_type text,
  ADD COLUMN filters jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN rows_written integer NOT NULL DEFAULT 0,
  ADD COLUMN error text,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN lease_owner text,
  ADD COLUMN lease_until bigint,
  ADD COLUMN from_seed boolean NOT NULL DEFAULT false,
  ADD COLUMN finished_at bigint;
CREATE INDEX export_tasks_queue ON export_tasks (created_at, id) WHERE export_type IS NOT NULL AND task_status IN (0, 1);
-- Tasks from before the queue name no export and no real file (their links pointed at nothing): shown as failed.
UPDATE export_tasks SET task_status = 3, error = '导出文件已不存在，请重新导出', file_count = 0, file_url = NULL, files_url = '{}';

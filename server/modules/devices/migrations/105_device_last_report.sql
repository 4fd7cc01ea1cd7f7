-- The last status report of each device (the lists' 最后上报 column and the offline sweep): epoch ms, NULL before the
-- first. Written by the batched ingestion; not a column the device page counts on or filters by, so the page's
-- counts and version stay put when only this moves.
ALTER TABLE devices ADD COLUMN last_report_at bigint;

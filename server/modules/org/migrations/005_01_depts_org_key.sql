-- Split from 005_business_data (a database that applied that file has this one too).
-- Business rows name (org_id, dept_id) together, so a row's department is always of its organisation.
ALTER TABLE depts ADD CONSTRAINT depts_org_dept UNIQUE (org_id, id);

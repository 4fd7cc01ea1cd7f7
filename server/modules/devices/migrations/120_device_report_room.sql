-- Status reports rewrite a device's temperature and report times all the time (3,333 a second for 100,000 devices
-- every 30 s). None of those columns is in an index, so PostgreSQL can keep the new row version on the same page and
-- touch no index (a HOT update) when the page has room: without room each report added an entry to every one of the
-- table's eight indexes (the device page's among them), which cost the writes and the page's reads alike. Each page
-- keeps half free (room for one report of each of its rows before the old versions are pruned), and the table is
-- rewritten so the rows already there get the room too, in the device page's order (organisation, type, code), so a
-- page of the list reads its rows from few table pages. Only a report that flips online (in an index) is not HOT.
ALTER TABLE devices SET (fillfactor = 50);
CLUSTER devices USING devices_page;

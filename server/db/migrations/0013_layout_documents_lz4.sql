-- A layout save writes its document twice (the layout and its history row), and PostgreSQL
-- compresses each copy as it stores it. Its default method (pglz) was most of the database's
-- time in a save; lz4 takes a third of it and compresses JSON about as well. Only values
-- written from now on use it. Where there is no lz4 (the embedded PGlite, a PostgreSQL built
-- without it) documents are stored out of line without compression instead: pglz was a third
-- of a save there too, and a revision takes about 2.5 times the disk (21 KB for the demo).
DO $$
BEGIN
  ALTER TABLE layouts ALTER COLUMN document SET COMPRESSION lz4;
  ALTER TABLE layout_versions ALTER COLUMN document SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  ALTER TABLE layouts ALTER COLUMN document SET STORAGE EXTERNAL;
  ALTER TABLE layout_versions ALTER COLUMN document SET STORAGE EXTERNAL;
END $$;

-- A layout save writes its document twice (the layout and its history row), and PostgreSQL
-- compresses each copy as it stores it. Its default method (pglz) was most of the database's
-- time in a save; lz4 takes a third of it and compresses JSON about as well. Only values
-- written from now on use it. A PostgreSQL built without lz4 (and the embedded PGlite) keeps
-- pglz: the change is skipped there, not an error.
DO $$
BEGIN
  ALTER TABLE layouts ALTER COLUMN document SET COMPRESSION lz4;
  ALTER TABLE layout_versions ALTER COLUMN document SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;

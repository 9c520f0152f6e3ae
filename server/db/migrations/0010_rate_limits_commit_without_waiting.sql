-- The rate-limit function commits without waiting for the disk. Its callers call it as a
-- statement of its own (never inside a transaction that writes something that must last).
CREATE OR REPLACE FUNCTION vitrine_consume_rate_limits(
  p_keys text[],
  p_limits integer[],
  p_windows_ms bigint[]
) RETURNS TABLE (refused_key text, retry_at timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  over_key text;
  over_at timestamptz;
BEGIN
  -- Local to the calling statement's transaction, so its commit does not wait for the WAL to
  -- reach the disk: the shared per-key bucket row is locked until that commit, and waiting for
  -- a flush there would make every public write of the site queue behind the one before it.
  -- A crash may forget the last few counts, which a limit over a window can afford.
  PERFORM set_config('synchronous_commit', 'off', true);
  BEGIN
    WITH wanted AS (
      SELECT w.k, w.lim, w.win, w.ord
      FROM unnest(p_keys, p_limits, p_windows_ms) WITH ORDINALITY AS w(k, lim, win, ord)
    ), counted AS (
      INSERT INTO rate_limits AS r (key, count, reset_at)
      SELECT wanted.k, 1, now() + wanted.win * interval '1 millisecond'
      FROM wanted ORDER BY wanted.ord
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
        reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
      RETURNING r.key AS k, r.count AS n, r.reset_at AS at
    )
    SELECT counted.k, counted.at INTO over_key, over_at
    FROM counted JOIN wanted ON wanted.k = counted.k
    WHERE counted.n > wanted.lim
    ORDER BY counted.at DESC
    LIMIT 1;
    IF over_key IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'VR429', MESSAGE = 'rate limit refused';
    END IF;
  EXCEPTION WHEN SQLSTATE 'VR429' THEN
    refused_key := over_key;
    retry_at := over_at;
    RETURN NEXT;
  END;
END;
$$;

-- Hand-written: the read models' answer memo (platform/read-model/memo.ts) may reuse an answer only
-- when every write the change sequence counts is committed. Migration 0025 asked that of the whole
-- cluster (no transaction in flight anywhere, pg_current_snapshot), so any open transaction of any
-- database on the server, or the platform's own session and operation-log writes, turned the memo off.
-- The cluster's snapshot stays the cheap first check (nothing in flight: settled). Otherwise a write
-- that bumps the sequence holds a write lock on its source table from its statement until it ends:
-- `settled` then says no other transaction of this database holds one on a table that bumps the
-- sequence (the tables with the dash_touch trigger, so a new source needs no change here). The
-- sequence is read first; the checks run in a new snapshot (volatile PL/pgSQL).
CREATE OR REPLACE FUNCTION dash_state(OUT seq bigint, OUT settled boolean) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	SELECT last_value INTO seq FROM dash_change_seq;
	SELECT NOT EXISTS (SELECT 1 FROM pg_snapshot_xip(pg_current_snapshot())) INTO settled;
	IF NOT settled THEN
		SELECT NOT EXISTS (
			SELECT 1 FROM pg_locks l
			WHERE l.locktype = 'relation'
				AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
				AND l.pid <> pg_backend_pid()
				AND l.mode IN ('RowExclusiveLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock')
				AND l.relation IN (SELECT tgrelid FROM pg_trigger WHERE tgname = 'dash_touch')
		) INTO settled;
	END IF;
END $$;

-- Hand-written: the read models' answer memo (platform/read-model/memo.ts) may reuse an answer only
-- when every write the change sequence counts is committed. Migration 0025 asked that of the whole
-- cluster's snapshot (no transaction id in flight, pg_current_snapshot): any open transaction of any
-- database on the server, or the platform's own session and operation-log writes, turned the memo off,
-- and a writer holding the newest transaction id is not listed in a snapshot at all (it is not below
-- the snapshot's xmax), so that check could also call a state settled while a write was in flight.
-- A write that bumps the sequence holds a write lock on its source table from its statement until
-- it ends: `settled` says no other transaction of this database holds one on a table that bumps the
-- sequence (the tables with the dash_touch trigger, so a new source needs no change here). The
-- sequence is read first; the check runs in a new snapshot (volatile PL/pgSQL). About 0.1 ms a call.
CREATE OR REPLACE FUNCTION dash_state(OUT seq bigint, OUT settled boolean) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	SELECT last_value INTO seq FROM dash_change_seq;
	SELECT NOT EXISTS (
		SELECT 1 FROM pg_locks l
		WHERE l.locktype = 'relation'
			AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
			AND l.pid <> pg_backend_pid()
			AND l.mode IN ('RowExclusiveLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock')
			AND l.relation IN (SELECT tgrelid FROM pg_trigger WHERE tgname = 'dash_touch')
	) INTO settled;
END $$;

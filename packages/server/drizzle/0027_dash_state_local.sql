-- Hand-written: the dashboards' answer memo (modules/dashboard/cache.ts) may reuse an answer only when
-- every write the change sequence counts is committed. Migration 0025 asked that of the whole cluster
-- (no transaction in flight anywhere, pg_current_snapshot), so any open transaction of any database on
-- the server, or the platform's own session and operation-log writes, turned the memo off. A write
-- that bumps the sequence holds a write lock on its source table from its statement until it ends:
-- `settled` now says no other transaction of this database holds one on a source of the dashboards.
-- The sequence is still read first; the lock check runs in a new snapshot (volatile PL/pgSQL).
CREATE OR REPLACE FUNCTION dash_state(OUT seq bigint, OUT settled boolean) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	SELECT last_value INTO seq FROM dash_change_seq;
	SELECT NOT EXISTS (
		SELECT 1 FROM pg_locks l
		WHERE l.locktype = 'relation'
			AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
			AND l.pid <> pg_backend_pid()
			AND l.mode IN ('RowExclusiveLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock')
			AND l.relation IN ('risk_company'::regclass, 'risk_company_info'::regclass, 'registry_company'::regclass,
				'risk_verification_order'::regclass, 'risk_disposal_order'::regclass, 'risk_disposal_info'::regclass,
				'risk_layoff_statistics'::regclass, 'risk_layoff_report'::regclass, 'sys_holiday'::regclass)
	) INTO settled;
END $$;

-- Issue 35: a one-status view of the pool (operations' 未推送, 已推送 …; 存档评价's tabs) sorted by a
-- time its companies do not have yet walked the time's index past every company that has one:
-- 未推送 by 推送时间 DESC (NULLS LAST) skipped the 45,227 pushed companies at --scale 100000 before the
-- first unpushed one, ten times that at 1,000,000 (bench/list-plans.ts). With the status first the walk
-- starts at the status's own companies in the sort's order, as risk_company_status_included_idx does
-- for 纳入时间; 创建时间 is never null, so its walk skips at most a page over the status's share.
CREATE INDEX IF NOT EXISTS "risk_company_status_push_idx" ON "risk_company" USING btree ("status","push_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_company_status_dispatch_idx" ON "risk_company" USING btree ("status","dispatch_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_company_status_grade_idx" ON "risk_company" USING btree ("status","grade_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The pushed companies' lists (the city's, the districts') by 推送时间 ascending spell it ASC NULLS LAST
-- (nullsLast in modules/pool/queries.ts: every pushed company has one) and read it from this index
-- from their first 推送时间; risk_company_push_idx read backwards (ASC NULLS FIRST) passed every unpushed
-- company first, 54,773 rows at --scale 100000. The id as the orderBy() tiebreak spells it.
CREATE INDEX IF NOT EXISTS "risk_company_push_asc_idx" ON "risk_company" USING btree ("push_time" ASC NULLS LAST,"id" ASC NULLS FIRST);

-- 纳入时间 sorts on the verification work lists. The company's included_time is on the order (0034,
-- kept by triggers), and one index of it walked every tab's orders in that order, skipping the other
-- statuses and districts (a district's 待接单: 624 rows a page at --scale 100000). A city tab of one
-- status reads (status, included_time); a district its own (region, included_time), with the status
-- in the index for a one-status tab. Tabs of several statuses over the city keep the 0034 index.
CREATE INDEX "risk_verification_order_status_included_idx" ON "risk_verification_order" USING btree ("status","included_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_verification_order_region_included_idx" ON "risk_verification_order" USING btree ("region","included_time" DESC NULLS LAST,"id" DESC NULLS LAST,"status");
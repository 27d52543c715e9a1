DROP INDEX "risk_company_region_idx";--> statement-breakpoint
DROP INDEX "risk_company_registration_idx";--> statement-breakpoint
CREATE INDEX "risk_company_region_idx" ON "risk_company" USING btree ("company_region","included_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_company_registration_idx" ON "risk_company" USING btree ("registration_place","included_time" DESC NULLS LAST,"id" DESC NULLS LAST);
-- Issue 15: every whitelisted sort reads an index in order (test/platform/query-plans.test.ts).
-- Each index is spelled as orderBy() (platform/http/query.ts) sorts: DESC NULLS LAST with the id
-- as tiebreak; read backwards it serves ASC NULLS FIRST. Plain CREATE INDEX: PostgreSQL 15 and 18.
CREATE INDEX IF NOT EXISTS "risk_company_create_idx" ON "risk_company" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_company_push_idx" ON "risk_company" USING btree ("push_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_company_dispatch_idx" ON "risk_company" USING btree ("dispatch_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_company_grade_idx" ON "risk_company" USING btree ("grade_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_company_archive_idx" ON "risk_company" USING btree ("archive_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_company_evaluate_idx" ON "risk_company" USING btree ("evaluate_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_company_info_create_idx" ON "risk_company_info" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_verification_order_dispatch_idx" ON "risk_verification_order" USING btree ("dispatch_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_verification_order_create_idx" ON "risk_verification_order" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_verification_order_grade_all_idx" ON "risk_verification_order" USING btree ("grade_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_verification_order_verification_idx" ON "risk_verification_order" USING btree ("verification_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_disposal_order_finish_idx" ON "risk_disposal_order" USING btree ("finish_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_notice_accept_time_idx" ON "sys_notice" USING btree ("accept_user_id","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_notice_accept_status_idx" ON "sys_notice" USING btree ("accept_user_id","status" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_notice_accept_type_idx" ON "sys_notice" USING btree ("accept_user_id","notice_type" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_notice_time_idx" ON "sys_notice" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_notice_status_idx" ON "sys_notice" USING btree ("status" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_notice_type_idx" ON "sys_notice" USING btree ("notice_type" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_operation_log_time_id_idx" ON "sys_operation_log" USING btree ("create_time" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sys_login_log_time_id_idx" ON "sys_login_log" USING btree ("create_time" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_policy_title_idx" ON "biz_policy" USING btree ("title" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_policy_create_idx" ON "biz_policy" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_news_title_idx" ON "biz_news" USING btree ("title" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_news_status_idx" ON "biz_news" USING btree ("status" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_district_report_create_idx" ON "biz_district_report" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_district_report_year_idx" ON "biz_district_report" USING btree ("year" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_district_report_name_idx" ON "biz_district_report" USING btree ("report_name" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_district_report_region_name_idx" ON "biz_district_report" USING btree ("region" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_special_daily_create_idx" ON "biz_special_daily" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_special_daily_title_idx" ON "biz_special_daily" USING btree ("title" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "social_security_create_idx" ON "social_security" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "social_security_company_idx" ON "social_security" USING btree ("company_name" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "social_security_current_idx" ON "social_security" USING btree ("current_month" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "social_security_january_idx" ON "social_security" USING btree ("january" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "social_security_march_idx" ON "social_security" USING btree ("march" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mini_app_user_create_idx" ON "mini_app_user" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mini_app_user_region_create_idx" ON "mini_app_user" USING btree ("region","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mini_app_user_company_idx" ON "mini_app_user" USING btree ("company_name" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mini_app_user_status_idx" ON "mini_app_user" USING btree ("status" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mini_app_user_audit_idx" ON "mini_app_user" USING btree ("audit_time" DESC NULLS LAST,"id" DESC NULLS LAST);

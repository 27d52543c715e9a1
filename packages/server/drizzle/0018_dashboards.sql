CREATE TABLE "dash_calendar" (
	"day" date PRIMARY KEY NOT NULL,
	"wd" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dash_refresh" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dash_region_category" (
	"region" text NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dash_region_category_region_day_category_pk" PRIMARY KEY("region","day","category")
);
--> statement-breakpoint
CREATE TABLE "dash_region_day" (
	"region" text NOT NULL,
	"day" date NOT NULL,
	"company_num" integer DEFAULT 0 NOT NULL,
	"zone_add_num" integer DEFAULT 0 NOT NULL,
	"monitoring_num" integer DEFAULT 0 NOT NULL,
	"risk_info_num" integer DEFAULT 0 NOT NULL,
	"push_num" integer DEFAULT 0 NOT NULL,
	"should_num" integer DEFAULT 0 NOT NULL,
	"received_num" integer DEFAULT 0 NOT NULL,
	"feedback_num" integer DEFAULT 0 NOT NULL,
	"approved_num" integer DEFAULT 0 NOT NULL,
	"layoffs_num" integer DEFAULT 0 NOT NULL,
	"above_level3_total" integer DEFAULT 0 NOT NULL,
	"guide_num" integer DEFAULT 0 NOT NULL,
	"difference_time" integer DEFAULT 0 NOT NULL,
	"submit_total" integer DEFAULT 0 NOT NULL,
	"wait_orders_num" integer DEFAULT 0 NOT NULL,
	"wait_verify_num" integer DEFAULT 0 NOT NULL,
	"returned_num" integer DEFAULT 0 NOT NULL,
	"level1_num" integer DEFAULT 0 NOT NULL,
	"level2_num" integer DEFAULT 0 NOT NULL,
	"level3_num" integer DEFAULT 0 NOT NULL,
	"below_level3_num" integer DEFAULT 0 NOT NULL,
	"dispose_comp_num" integer DEFAULT 0 NOT NULL,
	"un_pending" integer DEFAULT 0 NOT NULL,
	"interview_num" integer DEFAULT 0 NOT NULL,
	"all_interview_num" integer DEFAULT 0 NOT NULL,
	"stability_num" integer DEFAULT 0 NOT NULL,
	"dock_num" integer DEFAULT 0 NOT NULL,
	"all_dock_num" integer DEFAULT 0 NOT NULL,
	"disposal_finished_num" integer DEFAULT 0 NOT NULL,
	"disposal_days" integer DEFAULT 0 NOT NULL,
	"layoff_person" integer DEFAULT 0 NOT NULL,
	"plan_down_num" integer DEFAULT 0 NOT NULL,
	"actual_down_num" integer DEFAULT 0 NOT NULL,
	"archived_num" integer DEFAULT 0 NOT NULL,
	"evaluated_num" integer DEFAULT 0 NOT NULL,
	"submit_laff_num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dash_region_day_region_day_pk" PRIMARY KEY("region","day")
);
--> statement-breakpoint
CREATE TABLE "dash_region_industry" (
	"region" text NOT NULL,
	"day" date NOT NULL,
	"industry" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dash_region_industry_region_day_industry_pk" PRIMARY KEY("region","day","industry")
);
--> statement-breakpoint
CREATE TABLE "month_report_snapshot" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"table_one" jsonb NOT NULL,
	"table_two" jsonb NOT NULL,
	"table_three" jsonb NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dash_region_day_day_idx" ON "dash_region_day" USING btree ("day","region");--> statement-breakpoint
CREATE UNIQUE INDEX "month_report_snapshot_month_uq" ON "month_report_snapshot" USING btree ("month");--> statement-breakpoint
-- Hand-written: the change sequence that tells the dashboards their materialised rows are stale.
-- Statement triggers (one nextval per statement, no row lock, no hot row) on every table the rows are built from.
CREATE SEQUENCE "dash_change_seq";--> statement-breakpoint
INSERT INTO "dash_refresh" ("id", "version", "built_at") VALUES (1, -1, now());--> statement-breakpoint
CREATE FUNCTION dash_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM nextval('dash_change_seq');
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "risk_company" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "risk_company_info" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "risk_verification_order" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "risk_disposal_order" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "risk_disposal_info" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "risk_layoff_statistics" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "risk_layoff_report" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "registry_company" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
CREATE TRIGGER dash_touch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_holiday" FOR EACH STATEMENT EXECUTE FUNCTION dash_touch();--> statement-breakpoint
-- The focus tabs read the followed companies of one kind: small partial indexes instead of a scan of the pool.
CREATE INDEX "risk_company_city_focus_idx" ON "risk_company" ("company_region", "id") WHERE "city_focus";--> statement-breakpoint
CREATE INDEX "risk_company_focus_idx" ON "risk_company" ("company_region", "id") WHERE "focus";--> statement-breakpoint
CREATE INDEX "risk_company_special_follow_idx" ON "risk_company" ("company_region", "id") WHERE "special_follow";--> statement-breakpoint
-- The coloured warning list reads rated orders, newest rating first.
CREATE INDEX "risk_verification_order_grade_idx" ON "risk_verification_order" ("grade_time" DESC NULLS LAST, "id" DESC) WHERE "grade_time" IS NOT NULL;

CREATE TABLE "risk_disposal_info" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"disposal_id" integer NOT NULL,
	"type" text NOT NULL,
	"record_date" date NOT NULL,
	"data" jsonb NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_disposal_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"risk_company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"region" text NOT NULL,
	"registration_place" text,
	"level" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"talk_num" integer DEFAULT 0 NOT NULL,
	"downsizing_num" integer DEFAULT 0 NOT NULL,
	"server_num" integer DEFAULT 0 NOT NULL,
	"finish_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_layoff_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_name" text NOT NULL,
	"region" text NOT NULL,
	"risk_company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"report_time" timestamp with time zone NOT NULL,
	"file_name" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_layoff_statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk_company_id" integer NOT NULL,
	"stat_date" date NOT NULL,
	"plan_num" integer NOT NULL,
	"actual_num" integer NOT NULL,
	"standard_num" integer DEFAULT 0 NOT NULL,
	"no_compensation_num" integer DEFAULT 0 NOT NULL,
	"other_num" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_disposal_info" ADD CONSTRAINT "risk_disposal_info_disposal_id_risk_disposal_order_id_fk" FOREIGN KEY ("disposal_id") REFERENCES "public"."risk_disposal_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD CONSTRAINT "risk_disposal_order_order_id_risk_verification_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."risk_verification_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD CONSTRAINT "risk_disposal_order_risk_company_id_risk_company_id_fk" FOREIGN KEY ("risk_company_id") REFERENCES "public"."risk_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_layoff_report" ADD CONSTRAINT "risk_layoff_report_risk_company_id_risk_company_id_fk" FOREIGN KEY ("risk_company_id") REFERENCES "public"."risk_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_layoff_statistics" ADD CONSTRAINT "risk_layoff_statistics_risk_company_id_risk_company_id_fk" FOREIGN KEY ("risk_company_id") REFERENCES "public"."risk_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_disposal_info_disposal_idx" ON "risk_disposal_info" USING btree ("disposal_id","type","record_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "risk_disposal_order_order_uq" ON "risk_disposal_order" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "risk_disposal_order_company_idx" ON "risk_disposal_order" USING btree ("risk_company_id");--> statement-breakpoint
CREATE INDEX "risk_disposal_order_region_idx" ON "risk_disposal_order" USING btree ("region","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_disposal_order_time_idx" ON "risk_disposal_order" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_layoff_report_region_idx" ON "risk_layoff_report" USING btree ("region","report_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_layoff_statistics_company_idx" ON "risk_layoff_statistics" USING btree ("risk_company_id","stat_date" DESC NULLS LAST);
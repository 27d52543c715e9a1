CREATE TABLE "risk_data_apply" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk_company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"region" text NOT NULL,
	"apply_content" text NOT NULL,
	"apply_reason" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reply_content" text,
	"reply_by" text,
	"reply_time" timestamp with time zone,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD COLUMN "dispatch_departments" text;--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD COLUMN "dispatch_opinion" text;--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD COLUMN "dispatch_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_disposal_order" ADD COLUMN "dispatch_by" text;--> statement-breakpoint
ALTER TABLE "risk_data_apply" ADD CONSTRAINT "risk_data_apply_risk_company_id_risk_company_id_fk" FOREIGN KEY ("risk_company_id") REFERENCES "public"."risk_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_data_apply_region_idx" ON "risk_data_apply" USING btree ("region","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_data_apply_company_idx" ON "risk_data_apply" USING btree ("risk_company_id");--> statement-breakpoint
CREATE INDEX "risk_data_apply_time_idx" ON "risk_data_apply" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);
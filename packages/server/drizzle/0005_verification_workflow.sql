CREATE TABLE "sys_holiday" (
	"day" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_mini_app_form" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"token" text NOT NULL,
	"data" jsonb,
	"fill_app_status" smallint DEFAULT 0 NOT NULL,
	"submitted_time" timestamp with time zone,
	"audit_time" timestamp with time zone,
	"audit_by" text,
	"audit_opinion" text,
	"expires_at" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"send_user_id" integer,
	"send_user" text NOT NULL,
	"accept_user_id" integer NOT NULL,
	"notice_type" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"notice_body" text NOT NULL,
	"link" text,
	"order_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_order_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"payload" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_order_related_company" (
	"order_id" integer NOT NULL,
	"risk_company_id" integer NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_order_related_company_order_id_risk_company_id_pk" PRIMARY KEY("order_id","risk_company_id")
);
--> statement-breakpoint
CREATE TABLE "risk_verification_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"is_downsizing" text NOT NULL,
	"workers_num" integer NOT NULL,
	"down_num" integer NOT NULL,
	"is_layoffplan" text NOT NULL,
	"compensate_type" text,
	"compensate" text,
	"is_downmoney" text NOT NULL,
	"is_backpay" text NOT NULL,
	"is_lacksocial" text NOT NULL,
	"other_reason" text,
	"system_level" text NOT NULL,
	"level" text NOT NULL,
	"contacts" text NOT NULL,
	"contacts_tel" text NOT NULL,
	"source" text DEFAULT 'county' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "risk_verification_order_status_idx";--> statement-breakpoint
ALTER TABLE "risk_verification_order" ADD COLUMN "refused_reason" text;--> statement-breakpoint
ALTER TABLE "risk_verification_order" ADD COLUMN "audit_explain" text;--> statement-breakpoint
ALTER TABLE "risk_verification_order" ADD COLUMN "is_downsizing" text;--> statement-breakpoint
ALTER TABLE "risk_verification_order" ADD COLUMN "is_defuse" text;--> statement-breakpoint
ALTER TABLE "risk_verification_order" ADD COLUMN "is_push_app" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_verification_order" ADD COLUMN "fill_app_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_verification_order" ADD COLUMN "verification_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_verification_order" ADD COLUMN "grade_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_mini_app_form" ADD CONSTRAINT "risk_mini_app_form_order_id_risk_verification_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."risk_verification_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_notice" ADD CONSTRAINT "sys_notice_accept_user_id_sys_user_id_fk" FOREIGN KEY ("accept_user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_order_audit" ADD CONSTRAINT "risk_order_audit_order_id_risk_verification_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."risk_verification_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_order_related_company" ADD CONSTRAINT "risk_order_related_company_order_id_risk_verification_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."risk_verification_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_order_related_company" ADD CONSTRAINT "risk_order_related_company_risk_company_id_risk_company_id_fk" FOREIGN KEY ("risk_company_id") REFERENCES "public"."risk_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_verification_info" ADD CONSTRAINT "risk_verification_info_order_id_risk_verification_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."risk_verification_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_mini_app_form_token_uq" ON "risk_mini_app_form" USING btree ("token");--> statement-breakpoint
CREATE INDEX "risk_mini_app_form_order_idx" ON "risk_mini_app_form" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sys_notice_accept_idx" ON "sys_notice" USING btree ("accept_user_id","status","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_order_audit_order_idx" ON "risk_order_audit" USING btree ("order_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_verification_info_order_uq" ON "risk_verification_info" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "risk_verification_order_region_idx" ON "risk_verification_order" USING btree ("region","status","dispatch_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_verification_order_push_idx" ON "risk_verification_order" USING btree ("push_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_verification_order_status_idx" ON "risk_verification_order" USING btree ("status","push_time" DESC NULLS LAST,"id" DESC NULLS LAST);
CREATE TABLE "mini_app_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mini_app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"password_hash" text NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"region" text NOT NULL,
	"contact_name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_by" text,
	"audit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_dimension" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_dimension_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"dimension_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"key_worth" text NOT NULL,
	"type" text NOT NULL,
	"display_name" text NOT NULL,
	"default_value" text
);
--> statement-breakpoint
CREATE TABLE "risk_index" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"quarterly" smallint NOT NULL,
	"fiss_index" double precision NOT NULL,
	"fise_index" double precision NOT NULL,
	"es_index" double precision NOT NULL,
	"ee_index" double precision NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_monitor_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_word" text NOT NULL,
	"type" text NOT NULL,
	"region" text NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_security" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_code" text NOT NULL,
	"company_name" text NOT NULL,
	"region" text NOT NULL,
	"legal_person" text,
	"legal_person_phone" text,
	"relation_manner" text,
	"relation_person" text,
	"pay_person" text,
	"pay_person_phone" text,
	"month" text NOT NULL,
	"current_month" integer NOT NULL,
	"january" integer NOT NULL,
	"march" integer NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mini_app_session" ADD CONSTRAINT "mini_app_session_user_id_mini_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mini_app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_dimension_config" ADD CONSTRAINT "risk_dimension_config_dimension_id_risk_dimension_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."risk_dimension"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mini_app_session_user_idx" ON "mini_app_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mini_app_session_expiry_idx" ON "mini_app_session" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mini_app_user_account_uq" ON "mini_app_user" USING btree ("account");--> statement-breakpoint
CREATE INDEX "mini_app_user_region_idx" ON "mini_app_user" USING btree ("region","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mini_app_user_credit_idx" ON "mini_app_user" USING btree ("credit_code");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_dimension_name_uq" ON "risk_dimension" USING btree ("name");--> statement-breakpoint
CREATE INDEX "risk_dimension_create_idx" ON "risk_dimension" USING btree ("create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "risk_dimension_config_key_uq" ON "risk_dimension_config" USING btree ("dimension_id","key_worth");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_index_period_uq" ON "risk_index" USING btree ("year","quarterly");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_monitor_key_word_uq" ON "risk_monitor_key" USING btree ("key_word","region");--> statement-breakpoint
CREATE INDEX "risk_monitor_key_create_idx" ON "risk_monitor_key" USING btree ("create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "social_security_company_month_uq" ON "social_security" USING btree ("credit_code","month");--> statement-breakpoint
CREATE INDEX "social_security_month_idx" ON "social_security" USING btree ("month" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "social_security_region_idx" ON "social_security" USING btree ("region","month" DESC NULLS LAST);
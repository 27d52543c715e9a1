CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "risk_company" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"name_norm" text NOT NULL,
	"credit_code" text NOT NULL,
	"registration_place" text,
	"company_region" text,
	"user_add_region" text,
	"risk_point" text,
	"risk_degree" smallint,
	"risk_dimension_name" text,
	"type" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"info_status" smallint DEFAULT 0 NOT NULL,
	"is_match" boolean DEFAULT false NOT NULL,
	"focus" boolean DEFAULT false NOT NULL,
	"city_focus" boolean DEFAULT false NOT NULL,
	"special_follow" boolean DEFAULT false NOT NULL,
	"risk_info_count" integer DEFAULT 0 NOT NULL,
	"level" text DEFAULT '未定级' NOT NULL,
	"legal_person" text,
	"legal_person_phone" text,
	"contacts" text,
	"contacts_phone" text,
	"remark" text,
	"included_time" timestamp with time zone DEFAULT now() NOT NULL,
	"push_time" timestamp with time zone,
	"dispatch_time" timestamp with time zone,
	"grade_time" timestamp with time zone,
	"archive_time" timestamp with time zone,
	"evaluate_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_company_evaluation" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk_company_id" integer NOT NULL,
	"score" integer NOT NULL,
	"content" text NOT NULL,
	"evaluator" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_company_info" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"risk_company_id" integer NOT NULL,
	"risk_point" text NOT NULL,
	"risk_degree" smallint NOT NULL,
	"category" text NOT NULL,
	"risk_dimension_name" text,
	"content" text NOT NULL,
	"source" text,
	"included_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_company_info_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk_company_info_id" bigint NOT NULL,
	"risk_company_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"size" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_company" (
	"credit_code" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"name_norm" text NOT NULL,
	"registration_place" text,
	"legal_person" text,
	"legal_person_phone" text,
	"enterprise_type" text,
	"operating_status" text,
	"registered_capital" text,
	"establish_date" date,
	"address" text,
	"business_scope" text,
	"industry" text,
	"income_scale" text,
	"profit_scale" text,
	"employees" integer,
	"year_social" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_code" text NOT NULL,
	"kind" text NOT NULL,
	"record_date" date,
	"title" text,
	"data" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_verification_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"risk_company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"region" text NOT NULL,
	"registration_place" text,
	"risk_point" text,
	"status" smallint NOT NULL,
	"level" text DEFAULT '未定级' NOT NULL,
	"push_time" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatch_time" timestamp with time zone,
	"orders_time" timestamp with time zone,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_company_evaluation" ADD CONSTRAINT "risk_company_evaluation_risk_company_id_risk_company_id_fk" FOREIGN KEY ("risk_company_id") REFERENCES "public"."risk_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_company_info" ADD CONSTRAINT "risk_company_info_risk_company_id_risk_company_id_fk" FOREIGN KEY ("risk_company_id") REFERENCES "public"."risk_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_company_info_file" ADD CONSTRAINT "risk_company_info_file_risk_company_info_id_risk_company_info_id_fk" FOREIGN KEY ("risk_company_info_id") REFERENCES "public"."risk_company_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_record" ADD CONSTRAINT "registry_record_credit_code_registry_company_credit_code_fk" FOREIGN KEY ("credit_code") REFERENCES "public"."registry_company"("credit_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_verification_order" ADD CONSTRAINT "risk_verification_order_risk_company_id_risk_company_id_fk" FOREIGN KEY ("risk_company_id") REFERENCES "public"."risk_company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_company_credit_code_uq" ON "risk_company" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "risk_company_status_included_idx" ON "risk_company" USING btree ("status","included_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_company_included_idx" ON "risk_company" USING btree ("included_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_company_region_idx" ON "risk_company" USING btree ("company_region","status");--> statement-breakpoint
CREATE INDEX "risk_company_registration_idx" ON "risk_company" USING btree ("registration_place");--> statement-breakpoint
CREATE INDEX "risk_company_name_trgm_idx" ON "risk_company" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_company_evaluation_company_idx" ON "risk_company_evaluation" USING btree ("risk_company_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_company_info_company_idx" ON "risk_company_info" USING btree ("risk_company_id","included_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_company_info_included_idx" ON "risk_company_info" USING btree ("included_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_company_info_point_idx" ON "risk_company_info" USING btree ("risk_point","included_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_company_info_file_company_idx" ON "risk_company_info_file" USING btree ("risk_company_id");--> statement-breakpoint
CREATE INDEX "registry_company_name_idx" ON "registry_company" USING btree ("name_norm");--> statement-breakpoint
CREATE INDEX "registry_record_company_kind_idx" ON "registry_record" USING btree ("credit_code","kind","record_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_verification_order_company_idx" ON "risk_verification_order" USING btree ("risk_company_id");--> statement-breakpoint
CREATE INDEX "risk_verification_order_status_idx" ON "risk_verification_order" USING btree ("status","push_time" DESC NULLS LAST);
CREATE TABLE "biz_district_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_name" text NOT NULL,
	"region" text NOT NULL,
	"year" integer NOT NULL,
	"file_id" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"status" smallint NOT NULL,
	"content" text,
	"link" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_policy" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"type" text NOT NULL,
	"upload_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_policy_file" (
	"policy_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "biz_policy_file_policy_id_file_id_pk" PRIMARY KEY("policy_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "biz_research_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"publish_date" date NOT NULL,
	"file_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_special_daily" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"upload_time" timestamp with time zone DEFAULT now() NOT NULL,
	"file_id" text,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_file" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"owner" text,
	"create_user_id" integer,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biz_district_report" ADD CONSTRAINT "biz_district_report_file_id_sys_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."sys_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_policy_file" ADD CONSTRAINT "biz_policy_file_policy_id_biz_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."biz_policy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_policy_file" ADD CONSTRAINT "biz_policy_file_file_id_sys_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."sys_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_research_report" ADD CONSTRAINT "biz_research_report_file_id_sys_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."sys_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_special_daily" ADD CONSTRAINT "biz_special_daily_file_id_sys_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."sys_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biz_district_report_region_idx" ON "biz_district_report" USING btree ("region","create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "biz_news_create_idx" ON "biz_news" USING btree ("create_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "biz_policy_upload_idx" ON "biz_policy" USING btree ("upload_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "biz_special_daily_upload_idx" ON "biz_special_daily" USING btree ("upload_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_file_pending_idx" ON "sys_file" USING btree ("owner","create_time");--> statement-breakpoint
-- Uploaded documents (pdf, docx, xlsx, zip, jpg, png) are compressed already: keep them out of line without pglz.
ALTER TABLE "sys_file" ALTER COLUMN "data" SET STORAGE EXTERNAL;

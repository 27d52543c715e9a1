CREATE TABLE "sys_dept" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"name" text NOT NULL,
	"region" text,
	"sort" integer DEFAULT 999 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_dict_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sys_dict_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_id" integer NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 999 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text,
	"browser" text,
	"success" boolean NOT NULL,
	"reason" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"name" text,
	"path" text,
	"component" text,
	"icon" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 999 NOT NULL,
	"permission" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_operation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"ip" text,
	"browser" text,
	"success" boolean NOT NULL,
	"message" text,
	"old_value" jsonb,
	"new_value" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"description" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_role_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sys_roles_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "sys_roles_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"nick_name" text NOT NULL,
	"gender" text DEFAULT '男' NOT NULL,
	"phone" text,
	"email" text,
	"dept_id" integer,
	"avatar_name" text,
	"password_hash" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"pwd_reset_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_users_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "sys_users_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "auth_captcha" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text,
	"browser" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limit" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "auth_rate_limit_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sys_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_dict_detail" ADD CONSTRAINT "sys_dict_detail_dict_id_sys_dict_id_fk" FOREIGN KEY ("dict_id") REFERENCES "public"."sys_dict"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_roles_menus" ADD CONSTRAINT "sys_roles_menus_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_roles_menus" ADD CONSTRAINT "sys_roles_menus_menu_id_sys_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."sys_menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_dept_id_sys_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."sys_dept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_users_roles" ADD CONSTRAINT "sys_users_roles_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_users_roles" ADD CONSTRAINT "sys_users_roles_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_detail_value_uq" ON "sys_dict_detail" USING btree ("dict_id","value");--> statement-breakpoint
CREATE INDEX "sys_login_log_time_idx" ON "sys_login_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_menu_pid_idx" ON "sys_menu" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "sys_operation_log_time_idx" ON "sys_operation_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_operation_log_user_idx" ON "sys_operation_log" USING btree ("username","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_session_active_idx" ON "auth_session" USING btree ("expires_at");
CREATE TABLE "sys_release_item" (
	"key" text PRIMARY KEY NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);

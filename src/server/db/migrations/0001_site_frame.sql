CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "login_throttle_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "metric_activity" (
	"minute" timestamp with time zone NOT NULL,
	"user_type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "metric_activity_minute_user_type_pk" PRIMARY KEY("minute","user_type")
);
--> statement-breakpoint
CREATE TABLE "metric_graphql" (
	"minute" timestamp with time zone NOT NULL,
	"operation_name" text NOT NULL,
	"operation_type" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"total_duration_ms" bigint DEFAULT 0 NOT NULL,
	"max_duration_ms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "metric_graphql_minute_operation_name_operation_type_status_pk" PRIMARY KEY("minute","operation_name","operation_type","status")
);
--> statement-breakpoint
CREATE TABLE "metric_web_vitals" (
	"minute" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"rating" text NOT NULL,
	"page" text NOT NULL,
	"screen_size" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"sum_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "metric_web_vitals_minute_name_rating_page_screen_size_pk" PRIMARY KEY("minute","name","rating","page","screen_size")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_hits" (
	"code" text NOT NULL,
	"day" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "referral_hits_code_day_pk" PRIMARY KEY("code","day")
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_email_admins_email_fk" FOREIGN KEY ("email") REFERENCES "public"."admins"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");
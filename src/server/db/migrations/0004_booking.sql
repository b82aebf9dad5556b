CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" jsonb NOT NULL,
	"doors" smallint NOT NULL,
	"passengers" smallint NOT NULL,
	"is_automatic" boolean NOT NULL,
	"is_quattro" boolean NOT NULL,
	"year" smallint NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"currency" text NOT NULL,
	"daily_rate_minor" integer NOT NULL,
	"excess_minor" integer NOT NULL,
	"fuel_deposit_minor" integer NOT NULL,
	"kilometers_per_day" integer,
	"available_from" date,
	"picture" jsonb
);
--> statement-breakpoint
CREATE TABLE "consultants" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"photo" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_assigned_at" timestamp with time zone,
	CONSTRAINT "consultants_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "destination_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"currency" text NOT NULL,
	"adult_per_night_minor" integer NOT NULL,
	"child_per_night_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"dedupe_key" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"promo_code" text,
	"preferred_communication" text DEFAULT 'EMAIL' NOT NULL,
	"comments" text,
	"trip_id" integer,
	"landing_slug" text,
	"enquiry" jsonb NOT NULL,
	"referral_code" text,
	"source" text,
	"medium" text,
	"consultant_id" integer,
	"manual_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" smallint,
	"amount_off_minor" integer,
	"currency" text,
	"valid_from" date,
	"valid_to" date,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"category" text NOT NULL,
	"stop_position" smallint,
	"description" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"activity_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"due_date" date,
	"percentage" numeric(5, 2) NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"version" smallint NOT NULL,
	"lead_id" integer NOT NULL,
	"trip_id" integer,
	"consultant_id" integer,
	"title" jsonb NOT NULL,
	"status" text DEFAULT 'QUOTED' NOT NULL,
	"locale" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"number_of_nights" smallint NOT NULL,
	"adults" smallint NOT NULL,
	"children_birth_dates" date[] DEFAULT '{}' NOT NULL,
	"quoted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expiry_days" smallint DEFAULT 7 NOT NULL,
	"currency" text NOT NULL,
	"fx_rate" numeric(14, 6) NOT NULL,
	"fx_taken_on" date NOT NULL,
	"enable_checkout" boolean DEFAULT true NOT NULL,
	"enable_nights_edit" boolean DEFAULT true NOT NULL,
	"enable_stay_edit" boolean DEFAULT true NOT NULL,
	"show_cost_per_person" boolean DEFAULT true NOT NULL,
	"cost_breakdown_state" text DEFAULT 'default' NOT NULL,
	"cancellation_policy" text NOT NULL,
	"totals" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "destination_fees" ADD CONSTRAINT "destination_fees_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD CONSTRAINT "quote_line_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD CONSTRAINT "quote_line_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_payments" ADD CONSTRAINT "quote_payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destination_fees_destination_idx" ON "destination_fees" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quote_line_items_quote_idx" ON "quote_line_items" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_payments_kind_idx" ON "quote_payments" USING btree ("quote_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_reference_version_idx" ON "quotes" USING btree ("reference","version");--> statement-breakpoint
CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_accepted_idx" ON "quotes" USING btree ("reference") WHERE accepted_at is not null;
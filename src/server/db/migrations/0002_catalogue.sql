CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"short_description" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"max_adults" smallint NOT NULL,
	"supplier_name" text NOT NULL,
	"currency" text NOT NULL,
	"cost_adult_minor" integer NOT NULL,
	"cost_child_minor" integer NOT NULL,
	"auto_add" boolean DEFAULT false NOT NULL,
	"cancellation_policy" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"featured_order" smallint,
	"destination_id" integer,
	CONSTRAINT "countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"category" text NOT NULL,
	"country_code" text,
	"name" jsonb NOT NULL,
	"tagline" jsonb NOT NULL,
	"short_description" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"best_months" smallint[] DEFAULT '{}' NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" jsonb NOT NULL,
	"seo_description" jsonb NOT NULL,
	CONSTRAINT "destinations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "experiences_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"currency" text NOT NULL,
	"taken_on" date NOT NULL,
	"rate" numeric(14, 6) NOT NULL,
	CONSTRAINT "fx_rates_currency_taken_on_pk" PRIMARY KEY("currency","taken_on")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"country_code" text,
	"title" jsonb NOT NULL,
	"intro" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"hero" jsonb NOT NULL,
	"seo_title" jsonb NOT NULL,
	"seo_description" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"abbreviation" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "meal_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"rating" smallint NOT NULL,
	"verified_traveller" boolean NOT NULL,
	"url" text,
	"image_url" text,
	"trip_id" integer,
	"travelled_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_availability" (
	"room_id" integer NOT NULL,
	"night" date NOT NULL,
	"quantity_available" smallint NOT NULL,
	CONSTRAINT "room_availability_room_id_night_pk" PRIMARY KEY("room_id","night")
);
--> statement-breakpoint
CREATE TABLE "room_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"meal_plan_id" integer NOT NULL,
	"season_start" date NOT NULL,
	"season_end" date NOT NULL,
	"pax" smallint NOT NULL,
	"rate_scheme" smallint NOT NULL,
	"currency" text NOT NULL,
	"rate_minor" integer NOT NULL,
	"child_rate_0_12_minor" integer NOT NULL,
	"child_rate_13_17_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"stay_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"category_name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"type" text NOT NULL,
	"beds" smallint NOT NULL,
	"max_occupancy" smallint NOT NULL,
	"max_adults" smallint NOT NULL,
	"family_friendly" boolean NOT NULL,
	"quantity" smallint NOT NULL,
	"picture" jsonb
);
--> statement-breakpoint
CREATE TABLE "stays" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"destination_id" integer NOT NULL,
	"property_type" text NOT NULL,
	"tagline" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"environmental_score" real NOT NULL,
	"economic_score" real NOT NULL,
	"social_and_cultural_score" real NOT NULL,
	"average_sustainability_score" real GENERATED ALWAYS AS (round(((environmental_score + economic_score + social_and_cultural_score) / 3)::numeric, 1)::real) STORED NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"facilities" text[] DEFAULT '{}' NOT NULL,
	"cancellation_policy" text NOT NULL,
	"check_in_from" text DEFAULT '14:00' NOT NULL,
	"check_out_to" text DEFAULT '10:00' NOT NULL,
	"best_months" smallint[] DEFAULT '{}' NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_currency" text NOT NULL,
	CONSTRAINT "stays_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "trip_countries" (
	"trip_id" integer NOT NULL,
	"country_code" text NOT NULL,
	CONSTRAINT "trip_countries_trip_id_country_code_pk" PRIMARY KEY("trip_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "trip_experiences" (
	"trip_id" integer NOT NULL,
	"experience_id" integer NOT NULL,
	CONSTRAINT "trip_experiences_trip_id_experience_id_pk" PRIMARY KEY("trip_id","experience_id")
);
--> statement-breakpoint
CREATE TABLE "trip_inclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"description" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"mode" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"distance_km" integer NOT NULL,
	"co2_in_g" integer NOT NULL,
	"currency" text NOT NULL,
	"price_per_person_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_month_rates" (
	"trip_id" integer NOT NULL,
	"currency" text NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"rate_minor" integer NOT NULL,
	"rate_per_night_minor" integer NOT NULL,
	CONSTRAINT "trip_month_rates_trip_id_currency_year_month_pk" PRIMARY KEY("trip_id","currency","year","month")
);
--> statement-breakpoint
CREATE TABLE "trip_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"destination_id" integer NOT NULL,
	"nights" smallint NOT NULL,
	"stay_id" integer NOT NULL,
	"room_id" integer,
	"meal_plan_id" integer,
	"description" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_time_to_go" (
	"trip_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"rate" smallint NOT NULL,
	"experience" jsonb NOT NULL,
	CONSTRAINT "trip_time_to_go_trip_id_month_pk" PRIMARY KEY("trip_id","month")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"short_description" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"number_of_nights" smallint NOT NULL,
	"total_co2_in_g" integer NOT NULL,
	"co2_text" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"override_total_eur_minor" integer,
	"minimum_rate_eur_minor" integer NOT NULL,
	"has_flexible_cancellation" boolean NOT NULL,
	"cancellation_policy" text NOT NULL,
	"sustainability_rating" real NOT NULL,
	"trip_type" text NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" jsonb NOT NULL,
	"seo_description" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text,
	"language" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"dedupe_key" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"body" text NOT NULL,
	"normalized" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_availability" ADD CONSTRAINT "room_availability_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_rates" ADD CONSTRAINT "room_rates_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_rates" ADD CONSTRAINT "room_rates_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_countries" ADD CONSTRAINT "trip_countries_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_countries" ADD CONSTRAINT "trip_countries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_experiences" ADD CONSTRAINT "trip_experiences_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_experiences" ADD CONSTRAINT "trip_experiences_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_inclusions" ADD CONSTRAINT "trip_inclusions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_legs" ADD CONSTRAINT "trip_legs_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_month_rates" ADD CONSTRAINT "trip_month_rates_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_time_to_go" ADD CONSTRAINT "trip_time_to_go_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_destination_idx" ON "activities" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "destinations_parent_idx" ON "destinations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "destinations_country_idx" ON "destinations" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "faqs_owner_idx" ON "faqs" USING btree ("owner_type","owner_id","position");--> statement-breakpoint
CREATE INDEX "room_rates_lookup_idx" ON "room_rates" USING btree ("room_id","meal_plan_id","season_start");--> statement-breakpoint
CREATE INDEX "rooms_stay_idx" ON "rooms" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "stays_destination_idx" ON "stays" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "stays_type_idx" ON "stays" USING btree ("property_type");--> statement-breakpoint
CREATE INDEX "trip_countries_country_idx" ON "trip_countries" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "trip_experiences_experience_idx" ON "trip_experiences" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "trip_inclusions_trip_idx" ON "trip_inclusions" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_legs_position_idx" ON "trip_legs" USING btree ("trip_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_stops_position_idx" ON "trip_stops" USING btree ("trip_id","position");--> statement-breakpoint
CREATE INDEX "trip_stops_stay_idx" ON "trip_stops" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("delivered_at","available_at");--> statement-breakpoint
CREATE INDEX "search_documents_locale_idx" ON "search_documents" USING btree ("locale","kind");
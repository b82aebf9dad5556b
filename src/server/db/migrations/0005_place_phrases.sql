ALTER TABLE "destinations" ADD COLUMN "phrases" jsonb;--> statement-breakpoint
UPDATE "meal_plans" SET "name" = jsonb_set("name", '{de}', '"Vollpension"') WHERE "code" = 'full-board-alt' AND "name"->>'de' = 'Vollpension (inkl. Getränke)';

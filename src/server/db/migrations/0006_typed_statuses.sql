ALTER TABLE "destination_fees" ADD CONSTRAINT "destination_fees_kind_check" CHECK ("destination_fees"."kind" in ('FEE', 'LEVY_TAX'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('WIZARD', 'PERSONALISE', 'LANDING'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('DRAFT', 'NEW', 'PRE-QUALIFIED', 'ASSIGNED', 'CONTACTED', 'QUOTED', 'ACCEPTED', 'PAID', 'LOST'));--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD CONSTRAINT "quote_line_items_category_check" CHECK ("quote_line_items"."category" in ('ACCOMMODATION', 'ACTIVITY', 'CAR_RENTAL', 'TRANSFER', 'FLIGHT', 'FEE', 'LEVY_TAX', 'SERVICE_FEE', 'DISCOUNT'));--> statement-breakpoint
ALTER TABLE "quote_payments" ADD CONSTRAINT "quote_payments_kind_check" CHECK ("quote_payments"."kind" in ('DEPOSIT', 'BALANCE', 'FULL'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('QUOTED', 'MANUAL', 'ACCEPTED', 'PAID', 'EXPIRED', 'SUPERSEDED'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_cost_breakdown_state_check" CHECK ("quotes"."cost_breakdown_state" in ('default', 'detailed', 'none'));--> statement-breakpoint
UPDATE "quotes" SET "content" = jsonb_set("content", '{version}', '1') WHERE NOT ("content" ? 'version');
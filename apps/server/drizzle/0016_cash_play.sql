ALTER TABLE "solitaire_contests" DROP CONSTRAINT "solitaire_contests_entry_currency";--> statement-breakpoint
ALTER TABLE "solitaire_entries" ADD COLUMN "paid_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "solitaire_entries" ADD COLUMN "paid_bonus_cash" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_region" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "solitaire_contests" ADD CONSTRAINT "solitaire_contests_entry_currency" CHECK ("solitaire_contests"."entry_currency" IN ('coins', 'tokens', 'cash'));
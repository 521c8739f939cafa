ALTER TABLE "game_seats" ADD COLUMN "client_seed" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "client_seeds" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "shuffle_version" integer DEFAULT 1 NOT NULL;
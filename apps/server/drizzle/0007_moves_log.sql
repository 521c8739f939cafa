CREATE TABLE "game_moves" (
	"game_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"actions" jsonb NOT NULL,
	"extra" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_moves_game_id_version_pk" PRIMARY KEY("game_id","version")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "snapshot_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_moves" ADD CONSTRAINT "game_moves_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rows written before the log hold their whole state: it is the snapshot of their current version.
UPDATE "games" SET "snapshot_version" = "version";
CREATE TABLE "game_modes" (
	"map" text NOT NULL,
	"mode" text NOT NULL,
	CONSTRAINT "game_modes_pk" PRIMARY KEY("map","mode")
);
--> statement-breakpoint
-- rules.md's map and mode pairs, before the foreign keys that need them. Every row written so far holds one of
-- them: the protocol validated map and mode at every create, and prize pools are opened for spades modes only.
INSERT INTO "game_modes" ("map", "mode") VALUES
	('spades', 'classic'),
	('spades', 'deuceshigh'),
	('spades', 'heartsonfire'),
	('spades', 'clubhouse'),
	('solitaire', 'classic'),
	('dominoes', 'classic'),
	('dominoes', 'tilesonfire');--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_map_mode_fk" FOREIGN KEY ("map","game_mode") REFERENCES "public"."game_modes"("map","mode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_map_mode_fk" FOREIGN KEY ("map","game_mode") REFERENCES "public"."game_modes"("map","mode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_pools" ADD CONSTRAINT "prize_pools_map_mode_fk" FOREIGN KEY ("map","game_mode") REFERENCES "public"."game_modes"("map","mode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_outcome" CHECK ("game_results"."outcome" IN ('win', 'loss', 'draw'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_type" CHECK ("games"."type" IN ('bots', 'vs', 'tutorial'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_status" CHECK ("games"."status" IN ('waiting', 'playing', 'finished', 'abandoned'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_tier" CHECK ("games"."tier" IN ('free', 'ranked'));
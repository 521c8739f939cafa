CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"sender_id" uuid,
	"recipient_id" uuid,
	"username" text NOT NULL,
	"message" text NOT NULL,
	"locale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid,
	"map" text NOT NULL,
	"game_mode" text NOT NULL,
	"outcome" text NOT NULL,
	"score" integer NOT NULL,
	"payout" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_seats" (
	"game_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"user_id" uuid,
	"is_bot" boolean DEFAULT false NOT NULL,
	"username" text NOT NULL,
	"avatar" text,
	"active" boolean DEFAULT true NOT NULL,
	"away" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"map" text NOT NULL,
	"game_mode" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"tier" text DEFAULT 'free' NOT NULL,
	"friendly" boolean DEFAULT false NOT NULL,
	"game_token" text,
	"prize_pool_id" uuid,
	"single_hand" boolean DEFAULT false NOT NULL,
	"entry_fee" integer DEFAULT 0 NOT NULL,
	"owner_id" uuid,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"state" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"deadline_at" timestamp with time zone,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"rating_mu" double precision DEFAULT 25 NOT NULL,
	"rating_sigma" double precision DEFAULT 8.333333333333334 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_pool_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prize_pool_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'entered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_pools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"map" text NOT NULL,
	"game_mode" text NOT NULL,
	"entry_currency" text NOT NULL,
	"entry_amount" integer NOT NULL,
	"prize_currency" text NOT NULL,
	"prize_amount" integer NOT NULL,
	"max_entrants" integer DEFAULT 4 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"game_id" uuid,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seats" ADD CONSTRAINT "game_seats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seats" ADD CONSTRAINT "game_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_pool_entries" ADD CONSTRAINT "prize_pool_entries_prize_pool_id_prize_pools_id_fk" FOREIGN KEY ("prize_pool_id") REFERENCES "public"."prize_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_pool_entries" ADD CONSTRAINT "prize_pool_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_game" ON "chat_messages" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_results_game_user" ON "game_results" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "game_results_map_finished" ON "game_results" USING btree ("map","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_seats_pk" ON "game_seats" USING btree ("game_id","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "game_seats_one_active_game" ON "game_seats" USING btree ("user_id") WHERE "game_seats"."active" AND "game_seats"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "game_seats_user" ON "game_seats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "games_open" ON "games" USING btree ("status","map","game_mode","tier");--> statement-breakpoint
CREATE INDEX "games_deadline" ON "games" USING btree ("deadline_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_token" ON "games" USING btree ("game_token");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_pool_entries_one_open" ON "prize_pool_entries" USING btree ("user_id") WHERE "prize_pool_entries"."status" = 'entered';--> statement-breakpoint
CREATE INDEX "prize_pool_entries_pool" ON "prize_pool_entries" USING btree ("prize_pool_id");--> statement-breakpoint
CREATE INDEX "prize_pools_status" ON "prize_pools" USING btree ("status","game_mode");
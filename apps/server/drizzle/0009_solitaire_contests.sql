CREATE TABLE "solitaire_contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"draw" integer NOT NULL,
	"seats" integer,
	"entry_fee" integer DEFAULT 0 NOT NULL,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"deal_date" text,
	"closes_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solitaire_contests_kind" CHECK ("solitaire_contests"."kind" IN ('contest', 'daily')),
	CONSTRAINT "solitaire_contests_status" CHECK ("solitaire_contests"."status" IN ('open', 'closed', 'settled', 'refunded')),
	CONSTRAINT "solitaire_contests_draw" CHECK ("solitaire_contests"."draw" IN (1, 3))
);
--> statement-breakpoint
CREATE TABLE "solitaire_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"user_id" uuid,
	"username" text NOT NULL,
	"avatar" text,
	"game_id" uuid NOT NULL,
	"entry_charged" integer DEFAULT 0 NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'playing' NOT NULL,
	"score" integer,
	"seconds" integer,
	"moves" integer,
	"place" integer,
	"payout" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solitaire_entries_status" CHECK ("solitaire_entries"."status" IN ('playing', 'won', 'lost', 'resigned', 'unfinished'))
);
--> statement-breakpoint
CREATE TABLE "solitaire_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"best_score" integer,
	"best_seconds" integer,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"best_streak" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "seed_sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "solitaire_entries" ADD CONSTRAINT "solitaire_entries_contest_id_solitaire_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."solitaire_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solitaire_entries" ADD CONSTRAINT "solitaire_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solitaire_stats" ADD CONSTRAINT "solitaire_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solitaire_contests_open" ON "solitaire_contests" USING btree ("status","kind","draw","seats");--> statement-breakpoint
CREATE UNIQUE INDEX "solitaire_contests_daily" ON "solitaire_contests" USING btree ("deal_date");--> statement-breakpoint
CREATE UNIQUE INDEX "solitaire_entries_one_per_person" ON "solitaire_entries" USING btree ("contest_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solitaire_entries_game" ON "solitaire_entries" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "solitaire_entries_user" ON "solitaire_entries" USING btree ("user_id","created_at");
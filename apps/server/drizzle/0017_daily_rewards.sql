CREATE TABLE "daily_reward_claims" (
	"user_id" uuid NOT NULL,
	"claimed_on" text NOT NULL,
	"streak_day" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_reward_claims_user_id_claimed_on_pk" PRIMARY KEY("user_id","claimed_on"),
	CONSTRAINT "daily_reward_claims_amount" CHECK ("daily_reward_claims"."amount" > 0 AND "daily_reward_claims"."streak_day" BETWEEN 1 AND 31)
);
--> statement-breakpoint
ALTER TABLE "daily_reward_claims" ADD CONSTRAINT "daily_reward_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "referral_rewards" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"referrer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_seats" ADD COLUMN "seating_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "game_seats" ADD COLUMN "entry_charged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer" ON "referral_rewards" USING btree ("referrer_id","created_at");--> statement-breakpoint
-- Backfill: people seated at a live table before per-seating charges paid under the old key
-- game-entry:<game>:<user> and were refunded under game-refund:<game>:<user>:<version>. Each such seat holds
-- what its person paid in and was not refunded, at most the entry, so a leave refunds it and a win is paid
-- from the pot. A rejoin the old key did not charge (after a refund) holds nothing.
UPDATE "game_seats" AS "s" SET "entry_charged" = "paid"."amount"
FROM (
	SELECT "seat"."game_id", "seat"."seat", LEAST("g"."entry_fee", COALESCE(-SUM("l"."delta"), 0)) AS "amount"
	FROM "game_seats" AS "seat"
	JOIN "games" AS "g" ON "g"."id" = "seat"."game_id"
	-- Equality on the key's parts: one hash join over the operations, not a scan per seat.
	JOIN "wallet_operations" AS "o" ON split_part("o"."idempotency_key", ':', 1) IN ('game-entry', 'game-refund')
		AND split_part("o"."idempotency_key", ':', 2) = "seat"."game_id"::text
		AND split_part("o"."idempotency_key", ':', 3) = "seat"."user_id"::text
	JOIN "ledger" AS "l" ON "l"."operation_id" = "o"."id" AND "l"."currency" = 'coins'
	WHERE "seat"."user_id" IS NOT NULL AND "g"."status" IN ('waiting', 'playing')
	GROUP BY "seat"."game_id", "seat"."seat", "g"."entry_fee"
) AS "paid"
WHERE "s"."game_id" = "paid"."game_id" AND "s"."seat" = "paid"."seat" AND "s"."entry_charged" = 0
	AND "paid"."amount" > 0;

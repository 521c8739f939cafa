ALTER TABLE "notifications" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- Backfill: the welcomes and referral notices written before templates existed read in the reader's
-- language with current names too. A welcome names its own reader; a referral notice names the newcomer
-- the referrer was rewarded for whose username (as of now) starts the message. Rows matching neither keep
-- their stored text.
UPDATE "notifications" SET "template" = 'welcome', "params" = jsonb_build_object('userId', "user_id"::text)
WHERE "template" IS NULL AND "sender" = 'Cardroom'
	AND "subject" IN ('Welcome to Cardroom!', '¡Bienvenido a Cardroom!');--> statement-breakpoint
UPDATE "notifications" AS "n" SET "template" = 'referralJoined', "params" = jsonb_build_object(
	'userId', "joined"."id"::text,
	'coins', COALESCE((regexp_match("n"."message", '(\d+) (?:coins|monedas)'))[1]::integer, 0))
FROM "referral_rewards" AS "r"
JOIN "users" AS "joined" ON "joined"."id" = "r"."user_id"
WHERE "n"."template" IS NULL AND "n"."sender" = 'Cardroom'
	AND "n"."subject" IN ('Your friend joined!', '¡Tu amigo se unió!')
	AND "r"."referrer_id" = "n"."user_id"
	AND left("n"."message", length("joined"."username") + 1) = "joined"."username" || ' ';

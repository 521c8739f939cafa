CREATE TABLE "cash_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"amount_cents" integer NOT NULL,
	"payout_email" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_withdrawals_status" CHECK ("cash_withdrawals"."status" IN ('requested', 'paid', 'failed')),
	CONSTRAINT "cash_withdrawals_provider" CHECK ("cash_withdrawals"."provider" IN ('sandbox', 'stripe')),
	CONSTRAINT "cash_withdrawals_amount" CHECK ("cash_withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "power_up_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"power_up_id" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"game_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "power_up_events_reason" CHECK ("power_up_events"."reason" IN ('bought', 'used'))
);
--> statement-breakpoint
CREATE TABLE "power_up_stock" (
	"user_id" uuid NOT NULL,
	"power_up_id" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "power_up_stock_user_id_power_up_id_pk" PRIMARY KEY("user_id","power_up_id"),
	CONSTRAINT "power_up_stock_count" CHECK ("power_up_stock"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "solitaire_contests" ADD COLUMN "entry_currency" text DEFAULT 'coins' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_email" text;--> statement-breakpoint
ALTER TABLE "cash_withdrawals" ADD CONSTRAINT "cash_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_up_events" ADD CONSTRAINT "power_up_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_up_stock" ADD CONSTRAINT "power_up_stock_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_withdrawals_user" ON "cash_withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_withdrawals_provider_ref" ON "cash_withdrawals" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "power_up_events_key" ON "power_up_events" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "power_up_events_user" ON "power_up_events" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "solitaire_contests" ADD CONSTRAINT "solitaire_contests_entry_currency" CHECK ("solitaire_contests"."entry_currency" IN ('coins', 'tokens'));
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"purchase_id" uuid NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"product_id" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"bonus_cash" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_status" CHECK ("purchases"."status" IN ('pending', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "purchases_method" CHECK ("purchases"."method" IN ('card', 'paypal', 'apple_pay', 'google_pay')),
	CONSTRAINT "purchases_provider" CHECK ("purchases"."provider" IN ('sandbox', 'stripe')),
	CONSTRAINT "purchases_amounts" CHECK ("purchases"."amount" > 0 AND "purchases"."price_cents" > 0 AND "purchases"."bonus_cash" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_debts" (
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "store_debts_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "store_debts_positive" CHECK ("store_debts"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_debts" ADD CONSTRAINT "store_debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_user" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_provider_ref" ON "purchases" USING btree ("provider","provider_ref");
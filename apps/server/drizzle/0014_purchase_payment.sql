ALTER TABLE "purchases" ADD COLUMN "provider_payment" text;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_provider_payment" ON "purchases" USING btree ("provider","provider_payment");
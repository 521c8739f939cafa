CREATE TABLE "collection_items" (
	"user_id" uuid NOT NULL,
	"upgrade_id" text NOT NULL,
	"level" integer NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_items_user_id_upgrade_id_pk" PRIMARY KEY("user_id","upgrade_id"),
	CONSTRAINT "collection_items_level" CHECK ("collection_items"."level" >= 1)
);
--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "menu_page_offers" (
	"owner_id" integer NOT NULL,
	"page_key" text NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_page_offers_owner_id_page_key_pk" PRIMARY KEY("owner_id","page_key")
);
--> statement-breakpoint
ALTER TABLE "menu_page_offers" ADD CONSTRAINT "menu_page_offers_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
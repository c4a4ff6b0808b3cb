CREATE TABLE "laws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "laws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"enable_date" date NOT NULL,
	"status" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"search" "tsvector" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "laws" ADD CONSTRAINT "laws_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "laws_owner_code_idx" ON "laws" USING btree ("owner_id","code");--> statement-breakpoint
CREATE INDEX "laws_owner_enable_date_idx" ON "laws" USING btree ("owner_id","enable_date","id");--> statement-breakpoint
CREATE INDEX "laws_owner_status_enable_date_idx" ON "laws" USING btree ("owner_id","status","enable_date","id");--> statement-breakpoint
CREATE INDEX "laws_owner_code_pinyin_idx" ON "laws" USING btree ("owner_id","code" collate pinyin,"id");--> statement-breakpoint
CREATE INDEX "laws_search_idx" ON "laws" USING gin ("search");--> statement-breakpoint
CREATE INDEX "news_owner_pinned_published_idx" ON "news" USING btree ("owner_id","pinned","published_at","id");
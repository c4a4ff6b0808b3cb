CREATE TABLE "criterion_clauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "criterion_clauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"law_id" integer NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"sort_path" integer[] NOT NULL,
	"level" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"requirement" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "criterion_clauses_level_check" CHECK ("criterion_clauses"."level" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "criterion_clauses" ADD CONSTRAINT "criterion_clauses_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criterion_clauses" ADD CONSTRAINT "criterion_clauses_law_id_laws_id_fk" FOREIGN KEY ("law_id") REFERENCES "public"."laws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criterion_clauses" ADD CONSTRAINT "criterion_clauses_parent_id_criterion_clauses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."criterion_clauses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "criterion_clauses_law_code_idx" ON "criterion_clauses" USING btree ("law_id","code");--> statement-breakpoint
CREATE INDEX "criterion_clauses_law_path_idx" ON "criterion_clauses" USING btree ("law_id","sort_path");--> statement-breakpoint
CREATE INDEX "criterion_clauses_parent_idx" ON "criterion_clauses" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "criterion_clauses_owner_idx" ON "criterion_clauses" USING btree ("owner_id");
CREATE TABLE "criterion_tree_versions" (
	"law_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "criterion_tree_versions" ADD CONSTRAINT "criterion_tree_versions_law_id_laws_id_fk" FOREIGN KEY ("law_id") REFERENCES "public"."laws"("id") ON DELETE cascade ON UPDATE no action;
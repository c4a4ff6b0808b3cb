-- criterion_tree_versions counts the statements that write a standard's clauses, whoever runs them, so
-- that the tree's kept answer is checked by reading one row. Transition tables take one event a
-- trigger, hence three triggers on one function.
CREATE FUNCTION "criterion_tree_versions_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "written" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "law_id") INTO "written" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "law_id") INTO "written" FROM "old_rows";
  ELSE
    SELECT array_agg(DISTINCT "law_id") INTO "written"
    FROM (SELECT "law_id" FROM "old_rows" UNION SELECT "law_id" FROM "new_rows") AS "moved";
  END IF;
  -- A law deleted with its clauses (their cascade) is gone already: there is nothing to count for it.
  INSERT INTO "criterion_tree_versions" AS "v" ("law_id", "version")
  SELECT "id", 1 FROM "laws" WHERE "id" = ANY ("written") ORDER BY "id"
  ON CONFLICT ("law_id") DO UPDATE SET "version" = "v"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "criterion_clauses_inserted" AFTER INSERT ON "criterion_clauses"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "criterion_tree_versions_count"();--> statement-breakpoint
CREATE TRIGGER "criterion_clauses_updated" AFTER UPDATE ON "criterion_clauses"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "criterion_tree_versions_count"();--> statement-breakpoint
CREATE TRIGGER "criterion_clauses_deleted" AFTER DELETE ON "criterion_clauses"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "criterion_tree_versions_count"();

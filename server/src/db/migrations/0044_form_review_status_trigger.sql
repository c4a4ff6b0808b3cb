-- form_instances.review_status is the state of the form's latest review. The database keeps it on every
-- write of a review (the workflow's, and any other), so it cannot drift from workflow_instances.
CREATE FUNCTION "form_instances_note_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "form_instances" SET "review_status" = (
      SELECT "status" FROM "workflow_instances"
      WHERE "form_instance_id" = OLD."form_instance_id" ORDER BY "id" DESC LIMIT 1
    ) WHERE "id" = OLD."form_instance_id";
    RETURN NULL;
  END IF;
  -- Only the latest review speaks for the form: a write to an earlier one changes nothing.
  UPDATE "form_instances" SET "review_status" = NEW."status"
  WHERE "id" = NEW."form_instance_id"
    AND "review_status" IS DISTINCT FROM NEW."status"
    AND NOT EXISTS (
      SELECT 1 FROM "workflow_instances"
      WHERE "form_instance_id" = NEW."form_instance_id" AND "id" > NEW."id"
    );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "workflow_instances_review_status"
AFTER INSERT OR DELETE OR UPDATE OF "status" ON "workflow_instances"
FOR EACH ROW EXECUTE FUNCTION "form_instances_note_review"();--> statement-breakpoint
UPDATE "form_instances" AS "form" SET "review_status" = "latest"."status"
FROM (
  SELECT DISTINCT ON ("form_instance_id") "form_instance_id", "status"
  FROM "workflow_instances" ORDER BY "form_instance_id", "id" DESC
) AS "latest"
WHERE "latest"."form_instance_id" = "form"."id";

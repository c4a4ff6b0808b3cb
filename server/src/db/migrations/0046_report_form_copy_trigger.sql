-- reports.form_status, form_created_by, submitted_at and review_status copy the report's form, so the
-- report list walks an index of reports alone. The database keeps the copy on every write of a report
-- or of its form (the form module's, a review's through form_instances_note_review, any other).
CREATE FUNCTION "reports_copy_form"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "status", "created_by", "submitted_at", "review_status"
  INTO NEW."form_status", NEW."form_created_by", NEW."submitted_at", NEW."review_status"
  FROM "form_instances" WHERE "id" = NEW."form_instance_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reports_copy_form"
BEFORE INSERT OR UPDATE OF "form_instance_id", "form_status", "form_created_by", "submitted_at", "review_status" ON "reports"
FOR EACH ROW EXECUTE FUNCTION "reports_copy_form"();--> statement-breakpoint
CREATE FUNCTION "form_instances_copy_to_report"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The report's own trigger reads the form again: the copy is written in one place.
  UPDATE "reports" SET "form_status" = NEW."status" WHERE "form_instance_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "form_instances_copy_to_report"
AFTER UPDATE OF "status", "created_by", "submitted_at", "review_status" ON "form_instances"
FOR EACH ROW
WHEN ((OLD."status", OLD."created_by", OLD."submitted_at", OLD."review_status")
  IS DISTINCT FROM (NEW."status", NEW."created_by", NEW."submitted_at", NEW."review_status"))
EXECUTE FUNCTION "form_instances_copy_to_report"();--> statement-breakpoint
UPDATE "reports" SET "form_status" = "form"."status"
FROM "form_instances" AS "form"
WHERE "form"."id" = "reports"."form_instance_id";

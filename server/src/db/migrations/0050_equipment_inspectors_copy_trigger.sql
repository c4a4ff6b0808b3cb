-- equipment_inspectors.e_number and project_id copy the assigned equipment's, so an inspector's list
-- walks his own assignments in its default order. The database keeps the copy on every write of an
-- assignment (its trigger reads the equipment) and of an equipment's number or project.
CREATE FUNCTION "equipment_inspectors_copy_equipment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "e_number", "project_id" INTO NEW."e_number", NEW."project_id"
  FROM "equipment" WHERE "id" = NEW."equipment_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "equipment_inspectors_copy_equipment"
BEFORE INSERT OR UPDATE OF "equipment_id", "e_number", "project_id" ON "equipment_inspectors"
FOR EACH ROW EXECUTE FUNCTION "equipment_inspectors_copy_equipment"();--> statement-breakpoint
CREATE FUNCTION "equipment_copy_to_inspectors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The assignment's own trigger reads the equipment again: the copy is written in one place.
  UPDATE "equipment_inspectors" SET "e_number" = NEW."e_number" WHERE "equipment_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "equipment_copy_to_inspectors"
AFTER UPDATE OF "e_number", "project_id" ON "equipment"
FOR EACH ROW
WHEN ((OLD."e_number", OLD."project_id") IS DISTINCT FROM (NEW."e_number", NEW."project_id"))
EXECUTE FUNCTION "equipment_copy_to_inspectors"();--> statement-breakpoint
UPDATE "equipment_inspectors" SET "e_number" = "equipment"."e_number", "project_id" = "equipment"."project_id"
FROM "equipment" WHERE "equipment"."id" = "equipment_inspectors"."equipment_id";

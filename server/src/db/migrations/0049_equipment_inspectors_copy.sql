DROP INDEX "equipment_inspectors_owner_user_idx";--> statement-breakpoint
ALTER TABLE "equipment_inspectors" ADD COLUMN "e_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_inspectors" ADD COLUMN "project_id" integer;--> statement-breakpoint
CREATE INDEX "equipment_inspectors_user_number_idx" ON "equipment_inspectors" USING btree ("owner_id","user_id","e_number" collate pinyin,"equipment_id","project_id");
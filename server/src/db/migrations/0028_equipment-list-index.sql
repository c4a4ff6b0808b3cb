DROP INDEX "equipment_owner_number_idx";--> statement-breakpoint
CREATE INDEX "equipment_owner_number_pinyin_idx" ON "equipment" USING btree ("owner_id","e_number" collate pinyin,"id");
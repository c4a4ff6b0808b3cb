ALTER TABLE "laws" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "laws" ADD CONSTRAINT "laws_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "laws_file_idx" ON "laws" USING btree ("file_id");
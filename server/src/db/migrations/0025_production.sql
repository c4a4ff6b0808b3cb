CREATE TABLE "production_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"planned_start" date,
	"planned_finish" date,
	"actual_start" date,
	"actual_finish" date,
	"progress" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_steps_progress_check" CHECK ("production_steps"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "production_steps" ADD CONSTRAINT "production_steps_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_steps" ADD CONSTRAINT "production_steps_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_steps" ADD CONSTRAINT "production_steps_process_id_device_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."device_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "production_steps_equipment_process_idx" ON "production_steps" USING btree ("equipment_id","process_id");--> statement-breakpoint
CREATE INDEX "production_steps_process_idx" ON "production_steps" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "production_steps_owner_idx" ON "production_steps" USING btree ("owner_id");
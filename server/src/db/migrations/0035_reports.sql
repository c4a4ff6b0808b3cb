CREATE TABLE "reports" (
	"form_instance_id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"report_type" text NOT NULL,
	"report_date" date NOT NULL,
	"conclusion" text NOT NULL,
	"writer_id" integer,
	"equipment_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_form_instance_id_form_instances_id_fk" FOREIGN KEY ("form_instance_id") REFERENCES "public"."form_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_writer_id_users_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_owner_project_idx" ON "reports" USING btree ("owner_id","project_id");--> statement-breakpoint
CREATE INDEX "reports_owner_date_idx" ON "reports" USING btree ("owner_id","report_date","form_instance_id");--> statement-breakpoint
CREATE INDEX "reports_writer_idx" ON "reports" USING btree ("writer_id");--> statement-breakpoint
CREATE INDEX "reports_created_by_idx" ON "reports" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "reports_equipment_idx" ON "reports" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "form_instances_owner_submitted_idx" ON "form_instances" USING btree ("owner_id","submitted_at","id");
CREATE TABLE "equipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"name" text NOT NULL,
	"e_number" text NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"factory_id" integer,
	"unit_id" integer,
	"planned_delivery" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_inspectors" (
	"equipment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_inspectors_equipment_id_user_id_pk" PRIMARY KEY("equipment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "equipment_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"plan_symbol" text NOT NULL,
	"actual_symbol" text,
	"actual_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_device_id_device_kinds_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."device_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_factory_id_organizations_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_unit_id_inspection_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."inspection_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_inspectors" ADD CONSTRAINT "equipment_inspectors_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_inspectors" ADD CONSTRAINT "equipment_inspectors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_inspectors" ADD CONSTRAINT "equipment_inspectors_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_points" ADD CONSTRAINT "equipment_points_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_points" ADD CONSTRAINT "equipment_points_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_points" ADD CONSTRAINT "equipment_points_process_id_device_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."device_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_points" ADD CONSTRAINT "equipment_points_category_id_inspection_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."inspection_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_project_number_idx" ON "equipment" USING btree ("project_id","e_number");--> statement-breakpoint
CREATE INDEX "equipment_owner_number_idx" ON "equipment" USING btree ("owner_id","e_number");--> statement-breakpoint
CREATE INDEX "equipment_owner_updated_idx" ON "equipment" USING btree ("owner_id","update_at");--> statement-breakpoint
CREATE INDEX "equipment_device_idx" ON "equipment" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "equipment_inspectors_owner_user_idx" ON "equipment_inspectors" USING btree ("owner_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_points_point_idx" ON "equipment_points" USING btree ("equipment_id","process_id","category_id");--> statement-breakpoint
CREATE INDEX "equipment_points_process_idx" ON "equipment_points" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "equipment_points_category_idx" ON "equipment_points" USING btree ("category_id");
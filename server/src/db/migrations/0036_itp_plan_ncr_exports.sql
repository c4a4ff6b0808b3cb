CREATE TABLE "ncr_cases" (
	"form_instance_id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"equipment_id" integer,
	"state" text DEFAULT 'disposition' NOT NULL,
	"disposition" text,
	"disposition_note" text DEFAULT '' NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"responsible_id" integer,
	"due_date" date,
	"planned_by" integer,
	"execution_note" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"reminded_on" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ncr_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ncr_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"ncr_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"format" text NOT NULL,
	"query" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"file_path" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "equipment_points" ADD COLUMN "planned_date" date;--> statement-breakpoint
ALTER TABLE "equipment_points" ADD COLUMN "notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "equipment_points" ADD COLUMN "notice_by" integer;--> statement-breakpoint
ALTER TABLE "equipment_points" ADD COLUMN "notice_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "gps_lat" double precision;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "gps_lng" double precision;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "point_id" integer;--> statement-breakpoint
ALTER TABLE "ncr_cases" ADD CONSTRAINT "ncr_cases_form_instance_id_form_instances_id_fk" FOREIGN KEY ("form_instance_id") REFERENCES "public"."form_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncr_cases" ADD CONSTRAINT "ncr_cases_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncr_cases" ADD CONSTRAINT "ncr_cases_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncr_cases" ADD CONSTRAINT "ncr_cases_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncr_cases" ADD CONSTRAINT "ncr_cases_planned_by_users_id_fk" FOREIGN KEY ("planned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncr_steps" ADD CONSTRAINT "ncr_steps_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncr_steps" ADD CONSTRAINT "ncr_steps_ncr_id_ncr_cases_form_instance_id_fk" FOREIGN KEY ("ncr_id") REFERENCES "public"."ncr_cases"("form_instance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncr_steps" ADD CONSTRAINT "ncr_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ncr_cases_equipment_state_idx" ON "ncr_cases" USING btree ("equipment_id","state");--> statement-breakpoint
CREATE INDEX "ncr_cases_owner_due_idx" ON "ncr_cases" USING btree ("owner_id","state","due_date");--> statement-breakpoint
CREATE INDEX "ncr_steps_ncr_idx" ON "ncr_steps" USING btree ("ncr_id","id");--> statement-breakpoint
CREATE INDEX "report_exports_user_idx" ON "report_exports" USING btree ("owner_id","user_id","created_at");--> statement-breakpoint
ALTER TABLE "equipment_points" ADD CONSTRAINT "equipment_points_notice_by_users_id_fk" FOREIGN KEY ("notice_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_point_id_equipment_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."equipment_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_points_owner_planned_idx" ON "equipment_points" USING btree ("owner_id","planned_date");--> statement-breakpoint
CREATE INDEX "reports_point_idx" ON "reports" USING btree ("point_id");
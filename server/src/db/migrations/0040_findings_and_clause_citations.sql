CREATE TABLE "finding_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finding_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finding_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finding_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"finding_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "findings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "findings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"equipment_id" integer,
	"report_id" integer,
	"type_id" integer NOT NULL,
	"theme_id" integer,
	"description" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"on_focus" boolean DEFAULT false NOT NULL,
	"clause_id" integer,
	"responsible_id" integer,
	"responsible_org" text DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"unit_id" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"raised_by" integer,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_submitted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reminded_on" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_clauses" (
	"report_id" integer NOT NULL,
	"clause_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	CONSTRAINT "report_clauses_report_id_clause_id_pk" PRIMARY KEY("report_id","clause_id")
);
--> statement-breakpoint
ALTER TABLE "finding_categories" ADD CONSTRAINT "finding_categories_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_steps" ADD CONSTRAINT "finding_steps_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_steps" ADD CONSTRAINT "finding_steps_finding_id_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_steps" ADD CONSTRAINT "finding_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_report_id_form_instances_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."form_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_type_id_finding_categories_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."finding_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_theme_id_finding_categories_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."finding_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_clause_id_criterion_clauses_id_fk" FOREIGN KEY ("clause_id") REFERENCES "public"."criterion_clauses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_unit_id_inspection_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."inspection_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "findings" ADD CONSTRAINT "findings_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_clauses" ADD CONSTRAINT "report_clauses_report_id_reports_form_instance_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("form_instance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_clauses" ADD CONSTRAINT "report_clauses_clause_id_criterion_clauses_id_fk" FOREIGN KEY ("clause_id") REFERENCES "public"."criterion_clauses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_clauses" ADD CONSTRAINT "report_clauses_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finding_categories_owner_kind_name_idx" ON "finding_categories" USING btree ("owner_id","kind","name");--> statement-breakpoint
CREATE INDEX "finding_steps_finding_idx" ON "finding_steps" USING btree ("finding_id","id");--> statement-breakpoint
CREATE INDEX "findings_owner_project_raised_idx" ON "findings" USING btree ("owner_id","project_id","raised_at");--> statement-breakpoint
CREATE INDEX "findings_owner_state_due_idx" ON "findings" USING btree ("owner_id","state","due_date");--> statement-breakpoint
CREATE INDEX "findings_clause_idx" ON "findings" USING btree ("clause_id");--> statement-breakpoint
CREATE INDEX "report_clauses_clause_idx" ON "report_clauses" USING btree ("clause_id");
CREATE TABLE "form_instances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"project_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"submitted_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_number_counters" (
	"owner_id" integer NOT NULL,
	"family" text NOT NULL,
	"prefix" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_number_counters_owner_id_family_prefix_pk" PRIMARY KEY("owner_id","family","prefix")
);
--> statement-breakpoint
CREATE TABLE "form_number_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_number_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"family" text NOT NULL,
	"type_code" text NOT NULL,
	"pattern" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_template_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_template_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"version" integer NOT NULL,
	"schema" jsonb NOT NULL,
	"ui_schema" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "form_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"draft_schema" jsonb NOT NULL,
	"draft_ui_schema" jsonb NOT NULL,
	"latest_version" integer DEFAULT 0 NOT NULL,
	"draft_changed" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_instances" ADD CONSTRAINT "form_instances_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_instances" ADD CONSTRAINT "form_instances_template_id_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."form_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_instances" ADD CONSTRAINT "form_instances_version_id_form_template_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."form_template_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_instances" ADD CONSTRAINT "form_instances_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_instances" ADD CONSTRAINT "form_instances_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_number_counters" ADD CONSTRAINT "form_number_counters_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_number_rules" ADD CONSTRAINT "form_number_rules_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_template_versions" ADD CONSTRAINT "form_template_versions_template_id_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."form_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_template_versions" ADD CONSTRAINT "form_template_versions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_template_versions" ADD CONSTRAINT "form_template_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_instances_owner_updated_idx" ON "form_instances" USING btree ("owner_id","update_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "form_instances_template_idx" ON "form_instances" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "form_instances_version_idx" ON "form_instances" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "form_instances_project_idx" ON "form_instances" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_instances_owner_number_idx" ON "form_instances" USING btree ("owner_id","number") WHERE "form_instances"."number" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "form_number_rules_owner_family_idx" ON "form_number_rules" USING btree ("owner_id","family");--> statement-breakpoint
CREATE UNIQUE INDEX "form_template_versions_template_version_idx" ON "form_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "form_templates_owner_name_idx" ON "form_templates" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "form_templates_owner_updated_idx" ON "form_templates" USING btree ("owner_id","update_at","id");
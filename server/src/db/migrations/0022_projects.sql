CREATE TABLE "project_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"owner_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_project_id_user_id_role_pk" PRIMARY KEY("project_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"project_type" text DEFAULT '' NOT NULL,
	"stage" text DEFAULT '' NOT NULL,
	"invest_type" text DEFAULT '' NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"inspection_status" text DEFAULT '' NOT NULL,
	"inspection_type" text DEFAULT '' NOT NULL,
	"green_cert" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"longitude" numeric(9, 6),
	"latitude" numeric(8, 6),
	"total_invest" numeric(12, 2),
	"construction_area" numeric(11, 2),
	"construction_length" numeric(11, 2),
	"team" text DEFAULT '' NOT NULL,
	"supervisor_id" integer,
	"project_supervisor_id" integer,
	"construction_unit_id" integer,
	"contract_start" date,
	"contract_end" date,
	"actual_start" date,
	"actual_end" date,
	"progress" integer DEFAULT 0 NOT NULL,
	"renderings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progress_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_group_id_project_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."project_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_supervisor_id_users_id_fk" FOREIGN KEY ("project_supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_construction_unit_id_organizations_id_fk" FOREIGN KEY ("construction_unit_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_groups_owner_name_idx" ON "project_groups" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "project_members_owner_user_idx" ON "project_members" USING btree ("owner_id","user_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_owner_number_idx" ON "projects" USING btree ("owner_id","number");--> statement-breakpoint
CREATE INDEX "projects_owner_group_idx" ON "projects" USING btree ("owner_id","group_id","number");--> statement-breakpoint
CREATE INDEX "projects_owner_name_idx" ON "projects" USING btree ("owner_id","name");
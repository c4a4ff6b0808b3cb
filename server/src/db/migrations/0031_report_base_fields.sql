CREATE TABLE "report_base_fields" (
	"owner_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_base_fields_owner_id_key_pk" PRIMARY KEY("owner_id","key")
);
--> statement-breakpoint
ALTER TABLE "report_base_fields" ADD CONSTRAINT "report_base_fields_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
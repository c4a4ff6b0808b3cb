CREATE TABLE "todo_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "todo_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"report_temp_id" integer NOT NULL,
	"report_type" text NOT NULL,
	"project_name" text NOT NULL,
	"submit_by" text NOT NULL,
	"submit_at" timestamp with time zone DEFAULT now() NOT NULL,
	"step" text NOT NULL,
	"assignee_user_id" integer,
	"assignee_role" text,
	"done_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "todo_items_assignee_check" CHECK ("todo_items"."assignee_user_id" is not null or "todo_items"."assignee_role" is not null)
);
--> statement-breakpoint
ALTER TABLE "todo_items" ADD CONSTRAINT "todo_items_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_items" ADD CONSTRAINT "todo_items_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "todo_items_owner_submit_idx" ON "todo_items" USING btree ("owner_id","submit_at");
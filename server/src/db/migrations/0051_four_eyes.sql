CREATE TABLE "review_relaxations" (
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"relaxed_by" integer,
	"relaxed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_relaxations_owner_id_kind_pk" PRIMARY KEY("owner_id","kind")
);
--> statement-breakpoint
ALTER TABLE "ncr_cases" ADD COLUMN "disposed_by" integer;--> statement-breakpoint
ALTER TABLE "ncr_cases" ADD COLUMN "executed_by" integer;--> statement-breakpoint
ALTER TABLE "ncr_steps" ADD COLUMN "self_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD COLUMN "self_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD COLUMN "self_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_relaxations" ADD CONSTRAINT "review_relaxations_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_relaxations" ADD CONSTRAINT "review_relaxations_relaxed_by_users_id_fk" FOREIGN KEY ("relaxed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncr_cases" ADD CONSTRAINT "ncr_cases_disposed_by_users_id_fk" FOREIGN KEY ("disposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ncr_cases" ADD CONSTRAINT "ncr_cases_executed_by_users_id_fk" FOREIGN KEY ("executed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- NCRs already under way keep the four-eyes rule: their latest disposition and execution steps name who proposed and who carried out.
UPDATE "ncr_cases" AS c SET
	"disposed_by" = (SELECT s."actor_id" FROM "ncr_steps" AS s WHERE s."ncr_id" = c."form_instance_id" AND s."action" = 'dispose' ORDER BY s."id" DESC LIMIT 1),
	"executed_by" = (SELECT s."actor_id" FROM "ncr_steps" AS s WHERE s."ncr_id" = c."form_instance_id" AND s."action" = 'execute' ORDER BY s."id" DESC LIMIT 1);

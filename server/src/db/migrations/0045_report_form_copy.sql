DROP INDEX "form_instances_owner_shared_idx";--> statement-breakpoint
DROP INDEX "form_instances_owner_unshared_idx";--> statement-breakpoint
DROP INDEX "form_instances_owner_review_idx";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "form_status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "form_created_by" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "review_status" text;--> statement-breakpoint
CREATE INDEX "reports_owner_shared_idx" ON "reports" USING btree ("owner_id","submitted_at","form_instance_id","project_id") WHERE "reports"."form_status" = 'submitted';--> statement-breakpoint
CREATE INDEX "reports_owner_review_idx" ON "reports" USING btree ("owner_id","review_status","submitted_at","form_instance_id","project_id") WHERE "reports"."form_status" = 'submitted';--> statement-breakpoint
CREATE INDEX "reports_owner_type_idx" ON "reports" USING btree ("owner_id","report_type","submitted_at","form_instance_id","project_id") WHERE "reports"."form_status" = 'submitted';--> statement-breakpoint
CREATE INDEX "reports_owner_unshared_idx" ON "reports" USING btree ("owner_id","form_created_by","submitted_at","form_instance_id","project_id") WHERE "reports"."form_status" <> 'submitted';
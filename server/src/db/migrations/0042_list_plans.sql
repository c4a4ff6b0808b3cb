DROP INDEX "findings_owner_project_raised_idx";--> statement-breakpoint
DROP INDEX "form_instances_owner_unshared_idx";--> statement-breakpoint
CREATE INDEX "findings_owner_project_raised_id_idx" ON "findings" USING btree ("owner_id","project_id","raised_at","id");--> statement-breakpoint
CREATE INDEX "findings_owner_project_state_raised_id_idx" ON "findings" USING btree ("owner_id","project_id","state","raised_at","id");--> statement-breakpoint
CREATE INDEX "form_instances_owner_unshared_idx" ON "form_instances" USING btree ("owner_id","created_by","submitted_at","id") WHERE "form_instances"."status" <> 'submitted';
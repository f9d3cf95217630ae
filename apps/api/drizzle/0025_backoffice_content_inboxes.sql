ALTER TABLE "ratings" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "connect_requests" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "connect_requests" ADD COLUMN "assignee_id" integer;
ALTER TABLE "content_pages" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "body_en" text;
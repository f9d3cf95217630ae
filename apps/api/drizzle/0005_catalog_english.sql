ALTER TABLE "service_groups" ADD COLUMN "tags_en" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_suggest_rules" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "version_name_en" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "tags_en" jsonb DEFAULT '[]'::jsonb NOT NULL;
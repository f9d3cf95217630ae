DROP INDEX "style_master_posts_ranked_idx";--> statement-breakpoint
ALTER TABLE "style_master_posts" ADD COLUMN "status" text DEFAULT 'shown' NOT NULL;--> statement-breakpoint
ALTER TABLE "style_master_posts" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "style_master_posts" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "style_collections" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "style_master_posts_moderation_idx" ON "style_master_posts" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "style_master_posts_ranked_idx" ON "style_master_posts" USING btree ("likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "style_master_posts"."status" = 'shown';
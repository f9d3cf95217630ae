ALTER TABLE "content_pages" DROP CONSTRAINT "content_pages_kind";--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_kind" CHECK ("content_pages"."kind" in ('article', 'hairstyle', 'service', 'spa', 'legal', 'collection', 'campaign', 'news'));
CREATE TABLE "content_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"kind" text NOT NULL,
	"topic" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"cover_pc" text,
	"cover_mb" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"related" text[] DEFAULT '{}' NOT NULL,
	"published_at" date,
	"updated_at" date,
	"status" text DEFAULT 'draft' NOT NULL,
	CONSTRAINT "content_pages_path_unique" UNIQUE("path"),
	CONSTRAINT "content_pages_kind" CHECK ("content_pages"."kind" in ('article', 'hairstyle', 'service', 'spa', 'legal', 'collection', 'campaign')),
	CONSTRAINT "content_pages_status" CHECK ("content_pages"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "content_pages_path" CHECK ("content_pages"."path" ~ '^/[a-z0-9/-]*$'),
	CONSTRAINT "content_pages_published_date" CHECK ("content_pages"."status" <> 'published' or "content_pages"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"path" text PRIMARY KEY NOT NULL,
	"note" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "content_redirects_path" CHECK ("content_redirects"."path" ~ '^/[a-z0-9/_-]+$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_kind_slug_index" ON "content_pages" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "content_pages_kind_status_published_at_index" ON "content_pages" USING btree ("kind","status","published_at");
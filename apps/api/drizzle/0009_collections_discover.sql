CREATE TABLE "hairstyles" (
	"id" integer PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"suits" text NOT NULL,
	"suits_en" text NOT NULL,
	"service_id" integer NOT NULL,
	"image_pc" text NOT NULL,
	"image_mb" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style_collections" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"cover_pc" text NOT NULL,
	"cover_mb" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "style_collections_slug_format" CHECK ("style_collections"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "discover_likes" (
	"post_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discover_likes_post_id_customer_id_pk" PRIMARY KEY("post_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "discover_posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text[] NOT NULL,
	"image_pc" text NOT NULL,
	"image_mb" text NOT NULL,
	"hairstyle_id" integer,
	"service_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discover_posts_like_count_non_negative" CHECK ("discover_posts"."like_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hairstyles" ADD CONSTRAINT "hairstyles_collection_id_style_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."style_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hairstyles" ADD CONSTRAINT "hairstyles_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_likes" ADD CONSTRAINT "discover_likes_post_id_discover_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."discover_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_likes" ADD CONSTRAINT "discover_likes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_posts" ADD CONSTRAINT "discover_posts_hairstyle_id_hairstyles_id_fk" FOREIGN KEY ("hairstyle_id") REFERENCES "public"."hairstyles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_posts" ADD CONSTRAINT "discover_posts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hairstyles_collection_id_sort_index" ON "hairstyles" USING btree ("collection_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "style_collections_slug_index" ON "style_collections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "discover_likes_customer_id_index" ON "discover_likes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "discover_posts_published_at_index" ON "discover_posts" USING btree ("published_at");
DROP TABLE "collection_items" CASCADE;--> statement-breakpoint
DROP TABLE "collections" CASCADE;--> statement-breakpoint
DROP TABLE "contact_requests" CASCADE;--> statement-breakpoint
DROP TABLE "lookbooks" CASCADE;--> statement-breakpoint
DROP TABLE "lucky_wheel_prizes" CASCADE;--> statement-breakpoint
DROP TABLE "lucky_wheel_spins" CASCADE;
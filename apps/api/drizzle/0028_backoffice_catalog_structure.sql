CREATE TABLE "membership_tier_thresholds" (
	"member_type" smallint PRIMARY KEY NOT NULL,
	"min_spend" integer NOT NULL,
	CONSTRAINT "membership_tier_thresholds_valid" CHECK ("membership_tier_thresholds"."member_type" between 2 and 4 and "membership_tier_thresholds"."min_spend" > 0)
);
--> statement-breakpoint
ALTER TABLE "service_categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_groups" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
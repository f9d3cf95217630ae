CREATE TABLE "salon_service_areas" (
	"salon_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"radius_km" real,
	"ward_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"travel_minutes" smallint NOT NULL,
	CONSTRAINT "salon_service_areas_shape_ck" CHECK (("salon_service_areas"."kind" = 'radius' and "salon_service_areas"."radius_km" > 0 and "salon_service_areas"."radius_km" <= 30) or ("salon_service_areas"."kind" = 'wards' and jsonb_array_length("salon_service_areas"."ward_ids") > 0)),
	CONSTRAINT "salon_service_areas_travel_ck" CHECK ("salon_service_areas"."travel_minutes" between 5 and 120)
);
--> statement-breakpoint
ALTER TABLE "provinces" ADD COLUMN "former_names" text;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "ward_id" integer;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travel_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_service_areas" ADD CONSTRAINT "salon_service_areas_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_customer_attr_uq" ON "saved_addresses" USING btree ("customer_id","attr_id");--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_attr_ck" CHECK ("saved_addresses"."attr_id" in (4, 5, 6));--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_in_vietnam_ck" CHECK ("saved_addresses"."latitude" between 8.1 and 23.5 and "saved_addresses"."longitude" between 102.1 and 117.9);